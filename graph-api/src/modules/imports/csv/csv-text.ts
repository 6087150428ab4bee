import type { CsvRecord } from './csv-records';

/*
 * The CSV tokenizer behind readCsvRecords. A 10 MB broker export has 175 000 records of a dozen
 * cells, and an importer reads half of them: cutting every cell into its own string up front made
 * two million short-lived strings, and garbage collection took most of the parse. So a record
 * without quotes (nearly all of them) keeps only where its cells are in the text, and a cell is
 * cut out when read. A record with quotes is read character by character into ready cells.
 */

const COMMA = 44;
const QUOTE = 34;
const LF = 10;
const CR = 13;
const SPACE = 32;
const TILDE = 126;

export function readCsvText(text: string): CsvRecord[] {
  return new CsvTextReader(text).records();
}

/** The text being read and where its plain records' cells start (see TextRecord). */
class CsvSource {
  // One bound per cell plus one per record: a quarter of the text's length covers cells of three
  // characters and more, so a typical export never has the buffer copied to grow.
  bounds: Int32Array;
  length = 0;

  constructor(readonly text: string) {
    this.bounds = new Int32Array(Math.max(1024, Math.ceil(text.length / 4)));
  }

  push(bound: number): void {
    if (this.length === this.bounds.length) {
      const grown = new Int32Array(this.bounds.length * 2);
      grown.set(this.bounds);
      this.bounds = grown;
    }
    this.bounds[this.length++] = bound;
  }
}

/**
 * A record of the text whose cells are cut out on first use. `cells` is an accessor on the class,
 * not on each record: defining it per record (so records would spread like plain objects) cost
 * 70 ms of a 10 MB parse. Compare records by their `line` and `cells`; JSON has them as plain data.
 */
export class TextRecord implements CsvRecord {
  /** Cell i of this record is text[bounds[first + i], bounds[first + i + 1] − 1). */
  readonly #source: CsvSource;
  readonly #first: number;
  readonly #count: number;
  #cells: string[] | undefined;

  constructor(
    public line: number,
    source: CsvSource,
    first: number,
    count: number,
  ) {
    this.#source = source;
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

  /** The code of the record's first character (NaN for an empty last line), read without cutting a cell. */
  firstCode(): number {
    return this.#cells ? (this.#cells[0]?.charCodeAt(0) ?? NaN) : this.#source.text.charCodeAt(this.#source.bounds[this.#first]!);
  }

  #cut(position: number): string {
    const { text, bounds } = this.#source;
    const at = this.#first + position;
    return text.slice(bounds[at]!, bounds[at + 1]! - 1);
  }
}

class CsvTextReader {
  private position: number;
  private line = 1;
  private nextQuote: number;
  private readonly source: CsvSource;

  constructor(private readonly text: string) {
    this.source = new CsvSource(text);
    this.position = text.charCodeAt(0) === 0xfeff ? 1 : 0;
    this.nextQuote = text.indexOf('"', this.position);
  }

  records(): CsvRecord[] {
    const records: CsvRecord[] = [];
    while (this.position < this.text.length) {
      const line = this.line;
      const record = this.plainRecord(line) ?? { line, cells: this.quotedCells() };
      if (!isBlank(record)) records.push(record);
    }
    return records;
  }

  /**
   * The record at the current position when it has no quote: one pass over its characters noting
   * where the commas are. Null (nothing consumed) when a quote turns up.
   */
  private plainRecord(line: number): TextRecord | null {
    const { text, source } = this;
    const first = source.length;
    let position = this.position;
    source.push(position);
    for (; position < text.length; position += 1) {
      const code = text.charCodeAt(position);
      if (code === COMMA) {
        source.push(position + 1);
      } else if (code === LF || code === CR) {
        break;
      } else if (code === QUOTE) {
        source.length = first;
        return null;
      }
    }
    source.push(position + 1);
    this.skipLineBreak(position);
    return new TextRecord(line, source, first, source.length - first - 1);
  }

  private quoteAfter(position: number): number {
    if (this.nextQuote !== -1 && this.nextQuote < position) this.nextQuote = this.text.indexOf('"', position);
    return this.nextQuote === -1 ? this.text.length : this.nextQuote;
  }

  /** A record with quotes, read character by character. */
  private quotedCells(): string[] {
    const { text } = this;
    const cells: string[] = [];
    let cell = '';
    let position = this.position;
    for (;;) {
      if (text.charCodeAt(position) === QUOTE) {
        position = this.quotedCell(position + 1, (part) => (cell += part));
      }
      let code = text.charCodeAt(position);
      const start = position;
      while (position < text.length && code !== COMMA && code !== LF && code !== CR) code = text.charCodeAt((position += 1));
      cell += text.slice(start, position);
      cells.push(cell);
      cell = '';
      if (code !== COMMA) break;
      position += 1;
    }
    this.skipLineBreak(position);
    return cells;
  }

  /** Reads a quoted cell's content from `position` (after the opening quote); returns where it ends. */
  private quotedCell(position: number, append: (part: string) => void): number {
    const { text } = this;
    for (;;) {
      const quote = this.quoteAfter(position);
      this.countLineBreaks(position, quote);
      append(text.slice(position, quote));
      if (quote >= text.length) return text.length;
      if (text.charCodeAt(quote + 1) !== QUOTE) return quote + 1;
      append('"');
      position = quote + 2;
    }
  }

  /** Counts the line breaks inside a quoted cell, so later records keep their real line numbers. */
  private countLineBreaks(from: number, to: number): void {
    const { text } = this;
    for (let index = from; index < to; index += 1) {
      const code = text.charCodeAt(index);
      if (code === LF || (code === CR && text.charCodeAt(index + 1) !== LF)) this.line += 1;
    }
  }

  private skipLineBreak(end: number): void {
    const { text } = this;
    let next = end;
    if (text.charCodeAt(next) === CR) next += 1;
    if (text.charCodeAt(next) === LF) next += 1;
    this.position = next;
    this.line += 1;
  }
}

/** True when every cell is empty or whitespace; a record starting with a visible character is not. */
function isBlank(record: CsvRecord): boolean {
  const code = record instanceof TextRecord ? record.firstCode() : (record.cells[0]?.charCodeAt(0) ?? 0);
  if (code > SPACE && code <= TILDE && code !== COMMA) return false;
  for (const cell of record.cells) if (cell.trim() !== '') return false;
  return true;
}
