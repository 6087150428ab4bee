import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * How long work without the database runs before the event loop gets a turn: `in-slices`, a few
 * milliseconds, so an import on MySQL answers its connection meanwhile (sends the next statement as
 * soon as the previous one is done); `at-once` inside a SQLite transaction, where a request let in
 * meanwhile would wait for the database's lock with the thread blocked (better-sqlite3 waits
 * synchronously), and so for the very transaction it waits on.
 */
export type Pacing = 'in-slices' | 'at-once';

// Long enough that the turns cost nothing measurable, short enough that an answer from the database
// waits no longer than this.
const SLICE_MS = 5;

/** `work` applied to each item, paced by `pacing`. */
export async function mapPaced<Item, Result>(items: Iterable<Item>, work: (item: Item) => Result, pacing: Pacing): Promise<Result[]> {
  const results: Result[] = [];
  let sliceStart = performance.now();
  for (const item of items) {
    results.push(work(item));
    if (pacing === 'in-slices' && performance.now() - sliceStart >= SLICE_MS) {
      await nextTurn();
      sliceStart = performance.now();
    }
  }
  return results;
}
