import { CellSpan, CsvTable } from './csv-table';

/*
 * The CSV tokenizer. A record without quotes (nearly all of them) is found by searching the text
 * for its line end and its commas (String.prototype.indexOf, a third faster than testing every
 * character in JavaScript); a record with quotes is read character by character into ready cells.
 * See csv-table.ts for what is kept of each.
 */

const COMMA = 44;
const QUOTE = 34;
const LF = 10;
const CR = 13;
const SPACE = 32;
const TILDE = 126;

/**
 * Splits CSV text into records (RFC 4180 quoting; \r\n, \n or a lone \r ends a line; BOM dropped).
 * Blank records are left out but every record keeps its real line number, counting newlines inside
 * quoted cells. Lenient like spreadsheet programs, never throwing: a quote inside an unquoted cell
 * is kept as text, text after a closing quote is appended to the cell, and an unclosed quote runs
 * to the end of the file.
 */
export function readCsvTable(text: string): CsvTable {
  return new CsvTextReader(text).table();
}

/** Numbers appended one by one into a typed array that grows by doubling. */
class IntList {
  values: Int32Array;
  length = 0;

  constructor(capacity: number) {
    this.values = new Int32Array(Math.max(16, capacity));
  }

  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = new Int32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }
}

class CsvTextReader {
  private position: number;
  private line = 1;
  // The next quote, comma, line feed and carriage return at or after the position (−1: none left),
  // each searched for again only once the reading has passed it.
  private nextQuote: number;
  private nextComma: number;
  private nextLineFeed: number;
  private nextCarriageReturn: number;
  // One bound per cell plus one per record: a quarter of the text's length covers cells of three
  // characters and more, so a typical export never has the list copied to grow.
  private readonly bounds: IntList;
  private readonly recordFields: IntList;
  private readonly quoted: string[][] = [];
  private size = 0;
  private readonly span = new CellSpan();

  constructor(private readonly text: string) {
    this.bounds = new IntList(Math.ceil(text.length / 4));
    this.recordFields = new IntList(Math.ceil(text.length / 16));
    this.position = text.charCodeAt(0) === 0xfeff ? 1 : 0;
    this.nextQuote = text.indexOf('"', this.position);
    this.nextComma = text.indexOf(',', this.position);
    this.nextLineFeed = text.indexOf('\n', this.position);
    this.nextCarriageReturn = text.indexOf('\r', this.position);
  }

  table(): CsvTable {
    while (this.position < this.text.length) {
      const line = this.line;
      if (!this.plainRecord(line)) this.quotedRecord(line);
    }
    return new CsvTable(this.text, this.bounds.values, this.recordFields.values, this.size, this.quoted);
  }

  private addRecord(line: number, first: number, count: number): void {
    this.recordFields.push(line);
    this.recordFields.push(first);
    this.recordFields.push(count);
    this.size += 1;
  }

  /**
   * The record at the current position when its line has no quote: where its commas are, up to
   * the line's end. False (nothing consumed) when a quote comes first.
   */
  private plainRecord(line: number): boolean {
    const { bounds } = this;
    const start = this.position;
    const end = this.lineEndAfter(start);
    if (this.quoteAfter(start) < end) return false;
    const first = bounds.length;
    bounds.push(start);
    for (let comma = this.commaAfter(start); comma < end; comma = this.commaAfter(comma + 1)) bounds.push(comma + 1);
    bounds.push(end + 1);
    this.skipLineBreak(end);
    const count = bounds.length - first - 1;
    if (this.isBlankPlain(first, count)) bounds.length = first;
    else this.addRecord(line, first, count);
    return true;
  }

  /** True when every cell is empty or whitespace; a record starting with a visible character is not. */
  private isBlankPlain(first: number, count: number): boolean {
    const { text } = this;
    const values = this.bounds.values;
    const code = text.charCodeAt(values[first]!);
    if (code > SPACE && code <= TILDE && code !== COMMA) return false;
    for (let position = 0; position < count; position += 1) {
      if (this.span.set(text, values[first + position]!, values[first + position + 1]! - 1).length > 0) return false;
    }
    return true;
  }

  private quoteAfter(position: number): number {
    if (this.nextQuote !== -1 && this.nextQuote < position) this.nextQuote = this.text.indexOf('"', position);
    return this.nextQuote === -1 ? this.text.length : this.nextQuote;
  }

  private commaAfter(position: number): number {
    if (this.nextComma !== -1 && this.nextComma < position) this.nextComma = this.text.indexOf(',', position);
    return this.nextComma === -1 ? this.text.length : this.nextComma;
  }

  /** Where the line at `position` ends: its first \r or \n, or the end of the text. */
  private lineEndAfter(position: number): number {
    const { text } = this;
    if (this.nextLineFeed !== -1 && this.nextLineFeed < position) this.nextLineFeed = text.indexOf('\n', position);
    if (this.nextCarriageReturn !== -1 && this.nextCarriageReturn < position) this.nextCarriageReturn = text.indexOf('\r', position);
    const lineFeed = this.nextLineFeed === -1 ? text.length : this.nextLineFeed;
    return this.nextCarriageReturn === -1 || this.nextCarriageReturn > lineFeed ? lineFeed : this.nextCarriageReturn;
  }

  /** A record with quotes, read character by character. */
  private quotedRecord(line: number): void {
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
    if (cells.some((text) => text.trim() !== '')) {
      this.addRecord(line, -1 - this.quoted.length, cells.length);
      this.quoted.push(cells);
    }
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
