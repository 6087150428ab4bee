import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ImportFormatError } from '../../trades/domain/execution';
import { cell, HeaderIndex } from './csv-records';
import { readCsvTable } from './csv-text';

const recordsOf = (text: string) => readCsvTable(text).records();
/** Records as plain data, to compare with toEqual. */
const read = (text: string) => recordsOf(text).map(({ line, cells }) => ({ line, cells }));

describe('readCsvTable', () => {
  it('splits lines and cells, keeping empty cells (a trailing comma makes one)', () => {
    expect(read('Time,Symbol,\n09:30:00,AAPL,\n')).toEqual([
      { line: 1, cells: ['Time', 'Symbol', ''] },
      { line: 2, cells: ['09:30:00', 'AAPL', ''] },
    ]);
  });

  it('ends lines at \\r\\n, \\n or a lone \\r, with or without a final line break', () => {
    expect(read('a,b\r\nc,d\ne,f\rg,h').map((record) => record.cells)).toEqual([['a', 'b'], ['c', 'd'], ['e', 'f'], ['g', 'h']]);
  });

  it('drops a byte order mark', () => {
    expect(read('\uFEFFTime,Symbol\n')[0]!.cells).toEqual(['Time', 'Symbol']);
  });

  it('reads quoted cells: commas, doubled quotes and line breaks inside', () => {
    expect(read('"a,b","say ""hi""","two\nlines",plain\n')[0]!.cells).toEqual(['a,b', 'say "hi"', 'two\nlines', 'plain']);
  });

  it('leaves out blank records but keeps every record on its real line, counting breaks inside quotes', () => {
    expect(read('h1,h2\n\n , \n"x\r\ny\nz",1\n\nlast,2\n').map(({ line, cells }) => [line, cells[0]])).toEqual([
      [1, 'h1'],
      [4, 'x\r\ny\nz'],
      [8, 'last'],
    ]);
  });

  it('is lenient with broken quoting, like spreadsheets, and never throws', () => {
    expect(read('5" screen,x\n')[0]!.cells).toEqual(['5" screen', 'x']);
    expect(read('"closed"after,x\n')[0]!.cells).toEqual(['closedafter', 'x']);
    expect(read('a,"never closed\nb,c\n')).toEqual([{ line: 1, cells: ['a', 'never closed\nb,c\n'] }]);
    expect(read('')).toEqual([]);
    expect(read('\n\r\n')).toEqual([]);
  });

  it('gives records that read and serialise as { line, cells }, with cells that can be replaced', () => {
    const [record] = recordsOf('a,b\n');
    expect({ line: record!.line, cells: record!.cells }).toEqual({ line: 1, cells: ['a', 'b'] });
    expect(JSON.parse(JSON.stringify(record))).toEqual({ line: 1, cells: ['a', 'b'] });
    record!.cells = ['changed'];
    expect(cell(record!, 0)).toBe('changed');
  });

  it('reads back any table written as RFC 4180 CSV, on the lines it was written on', () => {
    const cellText = fc.string({ unit: fc.constantFrom('a', 'Z', '1', ' ', ',', '"', '\n', '\r\n', '.', '$'), maxLength: 6 });
    const table = fc.array(fc.array(cellText, { minLength: 1, maxLength: 6 }), { maxLength: 10 });
    fc.assert(
      fc.property(table, fc.constantFrom('\n', '\r\n'), (rows, newline) => {
        const quote = (text: string) => (/[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text);
        const lines = rows.map((cells) => cells.map(quote).join(','));
        const expected: Array<{ line: number; cells: string[] }> = [];
        let line = 1;
        rows.forEach((cells, index) => {
          if (cells.some((text) => text.trim() !== '')) expected.push({ line, cells });
          line += 1 + (lines[index]!.match(/\r\n|\n/g)?.length ?? 0);
        });
        expect(read(lines.join(newline) + newline)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('reads any text as a character-by-character reading of the rules does: quotes, lone \\r, blank lines, a BOM', () => {
    const text = fc.string({ unit: fc.constantFrom('a', ' ', ',', '"', '\n', '\r', '\r\n', '\ufeff'), maxLength: 40 });
    fc.assert(
      fc.property(text, (input) => {
        expect(read(input)).toEqual(readByTheRules(input));
      }),
      { numRuns: 2000 },
    );
  });
});

/**
 * The tokenizer's rules, read one character at a time with nothing skipped (the oracle for
 * readCsvTable): a cell opening with a quote runs to the closing quote ("" is a quote), and what
 * follows it up to the comma is appended; any other cell runs to a comma or a line end (\r\n, \n or
 * a lone \r), quotes kept as text; an unclosed quote runs to the end. Blank records are left out;
 * lines count every line end, inside quotes too.
 */
function readByTheRules(input: string): Array<{ line: number; cells: string[] }> {
  const text = input.startsWith('\ufeff') ? input.slice(1) : input;
  const records: Array<{ line: number; cells: string[] }> = [];
  let position = 0;
  let line = 1;
  const lineEndAt = (at: number) => text[at] === '\n' || (text[at] === '\r' && text[at + 1] !== '\n');
  while (position < text.length) {
    const recordLine = line;
    const cells: string[] = [];
    for (;;) {
      let cell = '';
      if (text[position] === '"') {
        position += 1;
        while (position < text.length) {
          if (text[position] === '"') {
            if (text[position + 1] !== '"') break;
            cell += '"';
            position += 2;
          } else {
            if (lineEndAt(position)) line += 1;
            cell += text[position];
            position += 1;
          }
        }
        position += 1;
      }
      while (position < text.length && text[position] !== ',' && text[position] !== '\n' && text[position] !== '\r') cell += text[position++];
      cells.push(cell);
      if (text[position] !== ',') break;
      position += 1;
    }
    if (text[position] === '\r') position += 1;
    if (text[position] === '\n') position += 1;
    line += 1;
    if (cells.some((cell) => cell.trim() !== '')) records.push({ line: recordLine, cells });
  }
  return records;
}

describe('cell', () => {
  it('trims, and reads a missing cell or a missing column (-1) as empty', () => {
    const [record] = recordsOf(' a ,b\n');
    expect([cell(record!, 0), cell(record!, 1), cell(record!, 5), cell(record!, -1)]).toEqual(['a', 'b', '', '']);
    expect(cell({ line: 1, cells: [' x '] }, 0)).toBe('x');
  });
});

describe('HeaderIndex', () => {
  const header = new HeaderIndex({ line: 1, cells: ['\uFEFFTime', ' P / L ', 'Symb', 'time'] });

  it('finds columns by name, ignoring case and spacing, the first of equal names winning', () => {
    expect([header.column('time'), header.column('p / l'), header.optionalColumn('Symbol', 'Symb'), header.optionalColumn('Qty')]).toEqual([0, 1, 2, -1]);
    expect(header.has('TIME')).toBe(true);
  });

  it('names the column that is missing', () => {
    expect(() => header.column('Qty', 'Quantity')).toThrow(new ImportFormatError('The file has no "Qty" column.'));
    expect(() => new HeaderIndex(header.header, 'The Webull export').column('Qty')).toThrow('The Webull export has no "Qty" column.');
  });
});
