import { describe, expect, it } from 'vitest';
import { csvCell } from './trades-csv';

describe('CSV cells', () => {
  it('escapes a text cell a spreadsheet would run as a formula: = + - @ tab or CR first', () => {
    expect(csvCell('=SUM(A1:A9)', 'text')).toBe("'=SUM(A1:A9)");
    expect(csvCell('+1', 'text')).toBe("'+1");
    expect(csvCell('-2+3', 'text')).toBe("'-2+3");
    expect(csvCell('@cmd', 'text')).toBe("'@cmd");
    expect(csvCell('\tcalc', 'text')).toBe("'\tcalc");
    expect(csvCell('\rcalc', 'text')).toBe('"\'\rcalc"');
    expect(csvCell('Gap = go', 'text')).toBe('Gap = go');
  });

  it('quotes commas, quotes and line breaks, and writes numbers as they are', () => {
    expect(csvCell('a, "b"\nc', 'text')).toBe('"a, ""b""\nc"');
    expect(csvCell('=HYPERLINK("x")', 'text')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-12.5', 'number')).toBe('-12.5');
    expect(csvCell(null, 'number')).toBe('');
    expect(csvCell(new Date('2026-03-02T14:30:00Z'), 'text')).toBe('2026-03-02T14:30:00.000Z');
  });
});
