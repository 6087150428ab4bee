import { setImmediate as nextTurn } from 'node:timers/promises';

// Long enough that the turns cost nothing measurable, short enough that an answer from the database
// (a statement done, the server asking for the next rows) waits no longer than this.
const SLICE_MS = 5;

/**
 * `work` applied to each item, letting the event loop run every few milliseconds: the summary of a
 * large import is worked out while the import's rows are being stored, and the connection must be
 * answered meanwhile (the next statement sent as soon as the previous one is done).
 */
export async function mapInSlices<Item, Result>(items: Iterable<Item>, work: (item: Item) => Result): Promise<Result[]> {
  const results: Result[] = [];
  let sliceStart = performance.now();
  for (const item of items) {
    results.push(work(item));
    if (performance.now() - sliceStart >= SLICE_MS) {
      await nextTurn();
      sliceStart = performance.now();
    }
  }
  return results;
}
