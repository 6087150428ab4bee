import type { EntityManager } from '@mikro-orm/core';
import { selectRows } from '../db/raw-sql';

/**
 * What a cached figure rests on, read in one cheap query (indexed by user): the user's trades (an
 * import deletes and re-inserts the trades it rebuilds, so their count or newest id moves, and every
 * import, even one run by a job in another process, adds a trade_import row), their journal entries
 * (stops, notes) and, for the MAE/MFE scatter, the candle store's spans. The journal edits this
 * process serves (tags, their renames and merges) are told to `invalidate` as well.
 */
async function storedStamp(em: EntityManager, userId: number, withCandles: boolean): Promise<string> {
  const candles = withCandles ? ', (select count(*) from candle_range) as candle_spans, (select max(stored_at) from candle_range) as candles_stored' : '';
  const [row] = await selectRows<Record<string, unknown>>(
    em,
    `select (select count(*) from trade where user_id = ?) as trades, (select max(id) from trade where user_id = ?) as newest_trade,
      (select max(id) from trade_import where user_id = ?) as newest_import,
      (select count(*) from trade_journal_entry where user_id = ?) as entries, (select max(updated_at) from trade_journal_entry where user_id = ?) as entry_edited${candles}`,
    [userId, userId, userId, userId, userId],
  );
  return Object.values(row ?? {}).map((value) => (value instanceof Date ? value.getTime() : String(value))).join('/');
}

interface Entry {
  stamp: string;
  answer: Promise<unknown>;
  /** How many trades the answer holds: what the cache's bound counts. */
  weight: number;
  /** How it was computed, to compute it again ahead of the next visit (`invalidate`). */
  again: { task: { kind: string }; weightOf: (answer: unknown) => number; compute: () => Promise<unknown> };
}

/** After a change, the page's figures are computed again once the edits pause this long, before the trader looks. */
const RECOMPUTE_AFTER_MS = 500;
/** Whole-page answers worth computing ahead (a bucket's trades are asked for one at a time, on demand). */
const COMPUTED_AHEAD = new Set(['breakdowns', 'excursion_scatter']);

/** Cached answers of all users together hold at most this many trades' worth (a few tens of MB at most). */
const DEFAULT_CAPACITY = 400_000;

/**
 * The /analytics figures (breakdowns, a bucket, the scatter) per user and per request (the task: its
 * time zone, its filter), answered again without a worker while nothing they rest on has changed:
 * the page's second visit answers at once, and two requests at once share one computation. The
 * least recently used answers are dropped past `capacity` trades' worth. A failed computation is
 * not kept.
 */
export class FiguresCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by `invalidate`: a change this process served that the stamp query cannot see (a tag's rename). */
  private readonly generations = new Map<number, number>();
  private held = 0;
  private readonly recomputes = new Map<number, NodeJS.Timeout>();
  private turn: Promise<void> = Promise.resolve();

  constructor(private readonly capacity = DEFAULT_CAPACITY) {}

  async answer<Answer>(em: EntityManager, userId: number, task: { kind: string }, weightOf: (answer: Answer) => number, compute: () => Promise<Answer>): Promise<Answer> {
    const key = `${userId}:${JSON.stringify(task)}`;
    const stamp = `${this.generations.get(userId) ?? 0}|${await storedStamp(em, userId, task.kind === 'excursion_scatter')}`;
    const cached = this.entries.get(key);
    if (cached?.stamp === stamp) {
      this.entries.delete(key);
      this.entries.set(key, cached);
      const answer = (await cached.answer) as Answer;
      await this.nextTurn();
      return answer;
    }
    if (cached) this.drop(key, cached);
    const entry: Entry = { stamp, answer: compute(), weight: 0, again: { task, weightOf: weightOf as (answer: unknown) => number, compute } };
    this.entries.set(key, entry);
    try {
      const answer = (await entry.answer) as Answer;
      if (this.entries.get(key) === entry) {
        entry.weight = Math.max(1, weightOf(answer));
        this.held += entry.weight;
        this.evictPastCapacity();
      }
      await this.nextTurn();
      return answer;
    } catch (error) {
      if (this.entries.get(key) === entry) this.entries.delete(key);
      throw error;
    }
  }

  /**
   * Waits for a turn of the event loop of its own. Kept answers are ready at once: twenty requests
   * answered from them in one go would write their (large) responses back to back, holding the
   * thread from every other request meanwhile (docs/security.md, "Requests that cannot hold the
   * server"); one a turn, the server reads what came in between.
   */
  private nextTurn(): Promise<void> {
    // An immediate queued from inside another runs on the next turn, after the loop polled for I/O.
    const mine = this.turn.then(() => new Promise<void>((resolve) => setImmediate(resolve)));
    this.turn = mine;
    return mine;
  }

  /**
   * Forgets every answer of the user's (after a journal edit, an import, a settings change). With
   * `em` (the change's), the page's figures that were kept are computed again in the background once
   * the changes pause, so the next visit finds them ready; a computation refused or failed there is
   * simply left to the next visit.
   */
  invalidate(userId: number, em?: EntityManager): void {
    this.generations.set(userId, (this.generations.get(userId) ?? 0) + 1);
    const prefix = `${userId}:`;
    const dropped: Entry['again'][] = [];
    for (const [key, entry] of this.entries) {
      if (!key.startsWith(prefix)) continue;
      this.drop(key, entry);
      if (COMPUTED_AHEAD.has(entry.again.task.kind)) dropped.push(entry.again);
    }
    if (!em || dropped.length === 0) return;
    clearTimeout(this.recomputes.get(userId));
    const timer = setTimeout(() => {
      this.recomputes.delete(userId);
      for (const { task, weightOf, compute } of dropped) this.answer<unknown>(em.fork(), userId, task, weightOf, compute).catch(() => undefined);
    }, RECOMPUTE_AFTER_MS);
    timer.unref();
    this.recomputes.set(userId, timer);
  }

  /** Stops the computations scheduled ahead (the server is closing). */
  close(): void {
    for (const timer of this.recomputes.values()) clearTimeout(timer);
    this.recomputes.clear();
  }

  /** Trades' worth of answers held (for tests). */
  get heldWeight(): number {
    return this.held;
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.held -= entry.weight;
  }

  private evictPastCapacity(): void {
    for (const [key, entry] of this.entries) {
      if (this.held <= this.capacity) return;
      if (entry.weight > 0) this.drop(key, entry);
    }
  }
}
