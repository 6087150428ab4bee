import { ImportFormatError } from '../../trades';
import { TextRecord } from './csv-table';

/** One non-blank CSV record with the 1-based line it starts on, for error messages. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * Column lookup by header name, case- and space-insensitive ("P / L" finds "P / L" and "p / l").
 * `column()` throws a message naming the missing columns, `optionalColumn()` returns -1.
 */
export class HeaderIndex {
  private readonly positions = new Map<string, number>();

  constructor(
    readonly header: CsvRecord,
    /** How a missing column's message names the file: "The Webull export has no "Filled" column." */
    private readonly exportName = 'The file',
  ) {
    header.cells.forEach((name, index) => {
      const key = HeaderIndex.key(name);
      if (key && !this.positions.has(key)) this.positions.set(key, index);
    });
  }

  static key(name: string): string {
    return name.replace(/^\uFEFF/, '').trim().toLowerCase().replace(/\s+/g, ' ');
  }

  has(name: string): boolean {
    return this.positions.has(HeaderIndex.key(name));
  }

  optionalColumn(...names: string[]): number {
    for (const name of names) {
      const position = this.positions.get(HeaderIndex.key(name));
      if (position !== undefined) return position;
    }
    return -1;
  }

  /** The position of the first of `names` present; a file without any of them is not the export it claims to be. */
  column(...names: string[]): number {
    const position = this.optionalColumn(...names);
    if (position === -1) throw new ImportFormatError(`${this.exportName} has no "${names[0] ?? ''}" column.`);
    return position;
  }
}

/** The trimmed cell, '' when the record is shorter than the header. */
export function cell(record: CsvRecord, position: number): string {
  if (position < 0) return '';
  const raw = record instanceof TextRecord ? record.cellAt(position) : record.cells[position];
  return (raw ?? '').trim();
}
