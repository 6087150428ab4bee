import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CellMemo, hashOfCell } from './cell-memo';
import { cell } from './csv-records';
import { CellSpan } from './csv-table';
import { readCsvTable } from './csv-text';

const WHITESPACE = [' ', '\t', '\n', '\v', '\f', '\r', '\u00a0', '\u1680', '\u2000', '\u200a', '\u2028', '\u2029', '\u202f', '\u205f', '\u3000', '\ufeff'];
// Characters trim keeps, some of them close to the ones it removes.
const KEPT = ['a', 'Z', '1', '.', '\u0001', '\u001f', '\u0085', '\u180e', '\u200b', '\u00ad'];

describe('CellSpan', () => {
  it('trims exactly what String.prototype.trim trims', () => {
    const text = fc.string({ unit: fc.constantFrom(...WHITESPACE, ...KEPT), maxLength: 12 });
    fc.assert(
      fc.property(text, fc.nat(3), fc.nat(3), (inner, before, after) => {
        const padded = 'x'.repeat(before) + inner + 'y'.repeat(after);
        const span = new CellSpan().set(padded, before, before + inner.length);
        expect(span.toString()).toBe(inner.trim());
        expect(span.length).toBe(inner.trim().length);
      }),
      { numRuns: 500 },
    );
  });

  it('reads character codes within the span only', () => {
    const span = new CellSpan().set('ab cd ef', 2, 6);
    expect([span.toString(), span.codeAt(0), span.codeAt(1), span.codeAt(2)]).toEqual(['cd', 99, 100, NaN]);
  });
});

describe('CsvTable', () => {
  it('reads every cell in place as the record objects read it, quoted or not', () => {
    const cellText = fc.string({ unit: fc.constantFrom('a', '1', ' ', ',', '"', '\n', '\u00a0'), maxLength: 5 });
    const rows = fc.array(fc.array(cellText, { minLength: 1, maxLength: 5 }), { maxLength: 8 });
    fc.assert(
      fc.property(rows, (table) => {
        const quote = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
        const file = readCsvTable(table.map((cells) => cells.map(quote).join(',')).join('\n'));
        const span = new CellSpan();
        for (let index = 0; index < file.size; index += 1) {
          const record = file.record(index);
          expect(file.lineOf(index)).toBe(record.line);
          for (let position = -1; position <= record.cells.length; position += 1) {
            expect(file.readCell(index, position, span).toString()).toBe(cell(record, position));
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('makes its record objects once, on request', () => {
    const file = readCsvTable('a,b\n"c",d\n');
    expect(file.records()).toBe(file.records());
    expect(file.records().map(({ line, cells }) => ({ line, cells }))).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['c', 'd'] },
    ]);
  });
});

describe('CellMemo', () => {
  const spanOf = (text: string) => new CellSpan().set(`,${text},`, 1, text.length + 1);

  it('works a value out once per distinct cell text', () => {
    const seen: string[] = [];
    const memo = new CellMemo((text) => {
      seen.push(text);
      return text.toLowerCase();
    });
    const values = ['AAPL', 'MSFT', ' AAPL ', 'AAPL', 'msft', ''].map((text) => memo.get(spanOf(text), 1));
    expect(values).toEqual(['aapl', 'msft', 'aapl', 'aapl', 'msft', '']);
    expect(seen).toEqual(['AAPL', 'MSFT', 'msft', '']);
  });

  it('tells apart texts whose characters hash alike', () => {
    // Found by searching S0, S1, S2…: the first two whose hashes are equal.
    const [first, second] = ['S633838', 'S2009306'];
    expect(hashOfCell(first, 0, first.length)).toBe(hashOfCell(second, 0, second.length));
    const memo = new CellMemo((text) => `value of ${text}`);
    expect([memo.get(spanOf(first), 1), memo.get(spanOf(second), 2), memo.get(spanOf(first), 3)]).toEqual([`value of ${first}`, `value of ${second}`, `value of ${first}`]);
  });

  it('remembers nothing for a text it refuses, so each row with it is refused on its own line', () => {
    const memo = new CellMemo((text, line) => {
      if (text === 'bad') throw new Error(`line ${line}`);
      return text;
    });
    expect(() => memo.get(spanOf('bad'), 2)).toThrow('line 2');
    expect(() => memo.get(spanOf('bad'), 7)).toThrow('line 7');
  });
});
