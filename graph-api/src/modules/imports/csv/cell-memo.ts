import type { CellSpan } from './csv-table';

interface MemoEntry<T> {
  text: string;
  value: T;
}

/**
 * What a column's cells mean, worked out once per distinct text. Cells are found by their
 * characters in place (a hash of them, then a comparison), so a cell seen before costs no string:
 * a 10 MB export repeats a few hundred symbols, a handful of accounts and sides over 175 000 rows.
 * `workOut` may throw for a bad cell (naming `line`); nothing is remembered then, so every row
 * with that text is refused on its own line.
 */
export class CellMemo<T> {
  readonly #entries = new Map<number, Array<MemoEntry<T>>>();

  constructor(private readonly workOut: (text: string, line: number) => T) {}

  get(span: CellSpan, line: number): T {
    const { text, start, end } = span;
    const hash = hashOfCell(text, start, end);
    const bucket = this.#entries.get(hash);
    if (bucket) {
      for (const entry of bucket) if (isTextAt(entry.text, text, start, end)) return entry.value;
    }
    const cellText = text.slice(start, end);
    const value = this.workOut(cellText, line);
    const entry = { text: cellText, value };
    if (bucket) bucket.push(entry);
    else this.#entries.set(hash, [entry]);
    return value;
  }
}

/** A 32-bit hash (FNV-1a's multiplier) of text[start, end); different texts may share one. */
export function hashOfCell(text: string, start: number, end: number): number {
  let hash = end - start;
  for (let index = start; index < end; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return hash;
}

function isTextAt(expected: string, text: string, start: number, end: number): boolean {
  if (expected.length !== end - start) return false;
  for (let index = 0; index < expected.length; index += 1) {
    if (expected.charCodeAt(index) !== text.charCodeAt(start + index)) return false;
  }
  return true;
}
