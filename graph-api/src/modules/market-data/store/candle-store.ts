import type { EntityManager } from '@mikro-orm/core';
import { Candle } from '../candle.entity';
import { CandleRange } from '../candle-range.entity';
import type { Bar } from '../domain/bar';
import type { TimeSpan } from '../domain/time-spans';
import type { CandleProvider, Timeframe } from '../domain/timeframes';

/** Rows per insert statement: far below SQLite's bound-variable limit (11 values a row). */
const ROWS_PER_STATEMENT = 500;

export interface HeldBar extends Bar {
  timeframe: Timeframe;
  provider: CandleProvider;
}

/** The shared candle store: bars by symbol, timeframe and time, and the spans each series holds. */
export class CandleStore {
  /** The spans held per timeframe, for the timeframes asked. */
  async heldSpans(em: EntityManager, symbol: string, timeframes: readonly Timeframe[]): Promise<Map<Timeframe, TimeSpan[]>> {
    const ranges = await em.find(CandleRange, { symbol, timeframe: { $in: [...timeframes] } }, { fields: ['timeframe', 'start', 'end'] });
    const spans = new Map<Timeframe, TimeSpan[]>(timeframes.map((timeframe) => [timeframe, []]));
    for (const range of ranges) spans.get(range.timeframe)?.push({ start: range.start.getTime(), end: range.end.getTime() });
    return spans;
  }

  /** Held bars of the timeframes that start inside the span, oldest first. */
  async barsIn(em: EntityManager, symbol: string, timeframes: readonly Timeframe[], span: TimeSpan): Promise<HeldBar[]> {
    const rows = await em.find(
      Candle,
      { symbol, timeframe: { $in: [...timeframes] }, time: { $gte: new Date(span.start), $lt: new Date(span.end) } },
      { orderBy: { time: 'asc' } },
    );
    return rows.map(({ time, open, high, low, close, volume, timeframe, provider }) => ({ time, open, high, low, close, volume, timeframe, provider }));
  }

  /**
   * Stores a provider's bars of one series and records `span` as held (null: none of it yet), in
   * one transaction: bars already held at the same times are replaced (the newer reading wins).
   */
  async save(em: EntityManager, series: { symbol: string; timeframe: Timeframe; provider: CandleProvider }, bars: readonly Bar[], span: TimeSpan | null, now: Date): Promise<void> {
    await em.fork().transactional(async (tx) => {
      const rows = bars.map((bar) => ({ ...series, ...bar }));
      for (let at = 0; at < rows.length; at += ROWS_PER_STATEMENT) {
        await tx.upsertMany(Candle, rows.slice(at, at + ROWS_PER_STATEMENT), {
          onConflictFields: ['symbol', 'timeframe', 'time'],
          onConflictAction: 'merge',
          onConflictMergeFields: ['open', 'high', 'low', 'close', 'volume', 'provider'],
        });
      }
      if (span) tx.create(CandleRange, { ...series, start: new Date(span.start), end: new Date(span.end), storedAt: now });
    });
  }
}
