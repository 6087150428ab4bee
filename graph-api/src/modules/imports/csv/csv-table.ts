import type { CsvRecord } from './csv-records';

/*
 * What the tokenizer (csv-text.ts) makes of a file. A 10 MB broker export has 175 000 records of
 * a dozen cells: cutting every cell into its own string, or making an object per record, kept the
 * garbage collector busy for most of the parse. So a record without quotes (nearly all of them)
 * is only where its cells are in the text, kept in typed arrays; a record with quotes keeps its
 * ready cells. Importers read cells in place through a CellSpan, or ask for record objects.
 */

/**
 * Where one cell's text is, trimmed as String.prototype.trim would: text.slice(start, end). One
 * span is reused from cell to cell, so reading a cell of a plain record allocates nothing.
 */
export class CellSpan {
  text = '';
  start = 0;
  end = 0;

  get length(): number {
    return this.end - this.start;
  }

  /** The code of the span's character at `offset` (NaN past its end, like charCodeAt). */
  codeAt(offset: number): number {
    return offset < this.length ? this.text.charCodeAt(this.start + offset) : NaN;
  }

  toString(): string {
    return this.text.slice(this.start, this.end);
  }

  /** Points the span at text[start, end), then trims it. */
  set(text: string, start: number, end: number): this {
    let from = start;
    let to = end;
    while (from < to && isTrimmed(text.charCodeAt(from))) from += 1;
    while (to > from && isTrimmed(text.charCodeAt(to - 1))) to -= 1;
    this.text = text;
    this.start = from;
    this.end = to;
    return this;
  }
}

/** The characters String.prototype.trim removes: ECMAScript's WhiteSpace and LineTerminator. */
function isTrimmed(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

// Each record takes three numbers in CsvTable's list: its line, its first bound (or, for a record
// with quotes, −1 − its place among the quoted records), its cell count.
const RECORD_FIELDS = 3;

/** The non-blank records of a CSV text, each on the 1-based line it starts on. */
export class CsvTable {
  #records: CsvRecord[] | undefined;

  constructor(
    readonly text: string,
    /** Cell i of a plain record is text[bounds[first + i], bounds[first + i + 1] − 1). */
    private readonly bounds: Int32Array,
    private readonly recordFields: Int32Array,
    readonly size: number,
    private readonly quoted: readonly string[][],
  ) {}

  lineOf(index: number): number {
    return this.recordFields[index * RECORD_FIELDS]!;
  }

  /** Points `span` at cell `position` of record `index`, trimmed; empty past the record's last cell or for −1. */
  readCell(index: number, position: number, span: CellSpan): CellSpan {
    const at = index * RECORD_FIELDS;
    const first = this.recordFields[at + 1]!;
    if (position < 0 || position >= this.recordFields[at + 2]!) return span.set('', 0, 0);
    if (first < 0) {
      const text = this.quoted[-1 - first]![position]!;
      return span.set(text, 0, text.length);
    }
    return span.set(this.text, this.bounds[first + position]!, this.bounds[first + position + 1]! - 1);
  }

  /** Record `index` as an object; its cells are cut from the text on first use. */
  record(index: number): CsvRecord {
    if (this.#records) return this.#records[index]!;
    const at = index * RECORD_FIELDS;
    const line = this.recordFields[at]!;
    const first = this.recordFields[at + 1]!;
    if (first < 0) return { line, cells: [...this.quoted[-1 - first]!] };
    return new TextRecord(line, this.text, this.bounds, first, this.recordFields[at + 2]!);
  }

  /** Every record as an object, made once. */
  records(): CsvRecord[] {
    return (this.#records ??= Array.from({ length: this.size }, (_, index) => this.record(index)));
  }
}

/**
 * A record of the text whose cells are cut out on first use. `cells` is an accessor on the class,
 * not on each record: defining it per record (so records would spread like plain objects) cost
 * 70 ms of a 10 MB parse. Compare records by their `line` and `cells`; JSON has them as plain data.
 */
export class TextRecord implements CsvRecord {
  readonly #text: string;
  readonly #bounds: Int32Array;
  readonly #first: number;
  readonly #count: number;
  #cells: string[] | undefined;

  constructor(
    public line: number,
    text: string,
    bounds: Int32Array,
    first: number,
    count: number,
  ) {
    this.#text = text;
    this.#bounds = bounds;
    this.#first = first;
    this.#count = count;
  }

  get cells(): string[] {
    return (this.#cells ??= Array.from({ length: this.#count }, (_, position) => this.#cut(position)));
  }

  set cells(cells: string[]) {
    this.#cells = cells;
  }

  /** Serialised as the plain { line, cells } it stands for. */
  toJSON(): CsvRecord {
    return { line: this.line, cells: this.cells };
  }

  /** The untrimmed cell, undefined past the last one; `cell()` reads through this. */
  cellAt(position: number): string | undefined {
    if (this.#cells) return this.#cells[position];
    return position < this.#count ? this.#cut(position) : undefined;
  }

  #cut(position: number): string {
    const at = this.#first + position;
    return this.#text.slice(this.#bounds[at]!, this.#bounds[at + 1]! - 1);
  }
}
