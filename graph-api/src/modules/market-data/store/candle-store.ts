import type { EntityManager } from '@mikro-orm/core';
import { insertRows, instantValueFor } from '../../imports/storage/sql-batches';
import { Candle } from '../candle.entity';
import { CandleRange } from '../candle-range.entity';
import type { Bar } from '../domain/bar';
import type { TimeSpan } from '../domain/time-spans';
import type { CandleProvider, Timeframe } from '../domain/timeframes';

const CANDLE_COLUMNS = ['symbol', 'timeframe', 'time', 'open', 'high', 'low', 'close', 'volume', 'provider'] as const;

export interface HeldBar extends Bar {
  timeframe: Timeframe;
  provider: CandleProvider;
}

export interface CandleSeries {
  symbol: string;
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

  /** Deletes every series whose symbol starts with `prefix` (the demo market's), bars and spans. */
  async forgetSeriesStartingWith(em: EntityManager, prefix: string): Promise<void> {
    await em.fork().transactional(async (tx) => {
      await tx.nativeDelete(Candle, { symbol: { $like: `${prefix}%` } });
      await tx.nativeDelete(CandleRange, { symbol: { $like: `${prefix}%` } });
    });
  }

  /**
   * Replaces the series' bars in `replacing` with `bars` (a provider's latest reading of that span)
   * and records `held` as held (null: none of it is settled yet), all in one transaction. The rows
   * go in as bulk inserts: a 10 MB candle file is some 300,000 bars.
   */
  async save(em: EntityManager, series: CandleSeries, bars: readonly Bar[], { replacing, held }: { replacing: TimeSpan; held: TimeSpan | null }, now: Date): Promise<void> {
    await em.fork().transactional(async (tx) => {
      await tx.nativeDelete(Candle, { symbol: series.symbol, timeframe: series.timeframe, time: { $gte: new Date(replacing.start), $lt: new Date(replacing.end) } });
      const instant = instantValueFor(tx);
      await insertRows(tx, 'candle', CANDLE_COLUMNS, bars, (bar) => [series.symbol, series.timeframe, instant(bar.time.getTime()), bar.open, bar.high, bar.low, bar.close, bar.volume, series.provider]);
      if (held) tx.create(CandleRange, { ...series, start: new Date(held.start), end: new Date(held.end), storedAt: now });
    });
  }
}
