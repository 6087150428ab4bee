import type { EntityManager } from '@mikro-orm/core';
import { placeholders } from '../../../db/raw-sql';
import { insertRows, instantValueFor } from '../../../db/bulk-insert/insert-rows';
import { selectRows } from '../../../db/raw-sql';
import { epochMsOf } from '../../../db/raw-values';
import { canonicalDecimal } from '../../trades/domain/decimal-text';
import { Candle } from '../candle.entity';
import { CandleRange } from '../candle-range.entity';
import type { Bar } from '../domain/bar';
import type { HeldBar } from '../domain/held-bars';
import type { SeriesSpan } from '../domain/range-reads';
import type { TimeSpan } from '../domain/time-spans';
import type { CandleProvider, Timeframe } from '../domain/timeframes';

const CANDLE_COLUMNS = ['symbol', 'timeframe', 'time', 'open', 'high', 'low', 'close', 'volume', 'provider'] as const;


/** A held bar's series and start (epoch milliseconds), without its prices. */
export interface HeldBarTime {
  symbol: string;
  timeframe: Timeframe;
  time: number;
}

export type SymbolHeldBar = HeldBar & { symbol: string };

/** Spans (or symbols) read by one statement, a UNION ALL of index reads (SQLite takes at most 500 in one compound SELECT). */
const SPANS_PER_STATEMENT = 100;

interface CandleRow {
  symbol: string;
  timeframe: Timeframe;
  time: unknown;
  open: string | number;
  high: string | number;
  low: string | number;
  close: string | number;
  volume: string | number;
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

  /** Which of the symbols have any bar held: one index probe each, 100 to a statement. */
  async symbolsHeld(em: EntityManager, symbols: readonly string[]): Promise<Set<string>> {
    const held = new Set<string>();
    for (let first = 0; first < symbols.length; first += SPANS_PER_STATEMENT) {
      const chunk = symbols.slice(first, first + SPANS_PER_STATEMENT);
      const selects = chunk.map(() => 'select ? as symbol, exists (select 1 from candle where symbol = ?) as held');
      const rows = await selectRows<{ symbol: string; held: number | string }>(em, selects.join(' union all '), chunk.flatMap((symbol) => [symbol, symbol]));
      for (const row of rows) if (Number(row.held) === 1) held.add(row.symbol);
    }
    return held;
  }

  /**
   * The series and start of every held bar in the spans, in a few statements (one per 100 spans),
   * each span an index range read that touches no row: enough to tell which trades have candles.
   */
  async heldBarTimes(em: EntityManager, spans: readonly SeriesSpan[]): Promise<HeldBarTime[]> {
    const rows = await readSpans<{ symbol: string; timeframe: Timeframe; time: unknown }>(em, 'symbol, timeframe, `time`', spans);
    // Converted in place: a read may answer hundreds of thousands of rows, and a copy of each is garbage.
    for (const row of rows) row.time = epochMsOf(row.time);
    return rows as HeldBarTime[];
  }

  /** The held bars in the spans, with their prices, in a few statements (one per 100 spans); unordered. */
  async heldBarsIn(em: EntityManager, spans: readonly SeriesSpan[]): Promise<SymbolHeldBar[]> {
    const rows = await readSpans<CandleRow>(em, 'symbol, timeframe, `time`, `open`, high, low, `close`, volume, provider', spans);
    const decimal = (value: string | number) => canonicalDecimal(String(value));
    return rows.map((row) => ({
      symbol: row.symbol,
      timeframe: row.timeframe,
      provider: row.provider,
      time: new Date(epochMsOf(row.time)),
      open: decimal(row.open),
      high: decimal(row.high),
      low: decimal(row.low),
      close: decimal(row.close),
      volume: decimal(row.volume),
    }));
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

async function readSpans<Row>(em: EntityManager, columns: string, spans: readonly SeriesSpan[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (let first = 0; first < spans.length; first += SPANS_PER_STATEMENT) {
    const chunk = spans.slice(first, first + SPANS_PER_STATEMENT).filter(({ timeframes, span }) => timeframes.length > 0 && span.end > span.start);
    if (chunk.length === 0) continue;
    const params: Array<string | Date> = [];
    const selects = chunk.map(({ symbol, timeframes, span }) => {
      params.push(symbol, ...timeframes, new Date(span.start), new Date(span.end));
      return `select ${columns} from candle where symbol = ? and timeframe in (${placeholders(timeframes.length)}) and \`time\` >= ? and \`time\` < ?`;
    });
    // A loop, not push(...rows): a statement may answer more rows than a call takes arguments.
    for (const row of await selectRows<Row>(em, selects.join(' union all '), params)) rows.push(row);
  }
  return rows;
}
