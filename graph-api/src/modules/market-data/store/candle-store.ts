import type { EntityManager } from '@mikro-orm/core';
import { placeholders } from '../../../db/raw-sql';
import { insertRows, instantValueFor } from '../../../db/bulk-insert/insert-rows';
import { selectRows } from '../../../db/raw-sql';
import { epochMsOf } from '../../../db/raw-values';
import { canonicalDecimal } from '../../trades';
import { Candle } from '../candle.entity';
import { CandleRange } from '../candle-range.entity';
import type { Bar } from '../domain/bar';
import type { CandleSource } from '../domain/candle-source';
import type { HeldBar } from '../domain/held-bars';
import type { SeriesSpan } from '../domain/range-reads';
import { barsSeenByReader, type OwnSpan } from '../domain/reader-bars';
import type { TimeSpan } from '../domain/time-spans';
import type { CandleProvider, Timeframe } from '../domain/timeframes';

const CANDLE_COLUMNS = ['symbol', 'timeframe', 'time', 'open', 'high', 'low', 'close', 'volume', 'provider', 'source', 'user_id'] as const;


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
  source: CandleSource;
  user_id: number | string | null;
}

/** A series as written: its bars' provider and source, and its owner (null: a provider's, shared by everyone). */
export interface CandleSeries {
  symbol: string;
  timeframe: Timeframe;
  provider: CandleProvider;
  source: CandleSource;
  owner: number | null;
}

/**
 * The candle store: bars by symbol, timeframe and time, and the spans each series holds. A bar or
 * span is a provider's, shared by every user, or one user's own upload. Every read is for a
 * reader, who sees their own uploads and, outside their spans, the shared bars (barsSeenByReader):
 * never another user's upload.
 */
export class CandleStore {
  /** The spans held for the reader per timeframe (theirs and the shared ones), for the timeframes asked. */
  async heldSpans(em: EntityManager, reader: number, symbol: string, timeframes: readonly Timeframe[]): Promise<Map<Timeframe, TimeSpan[]>> {
    const ranges = await em.find(CandleRange, { symbol, timeframe: { $in: [...timeframes] }, $or: [{ user: reader }, { user: null }] }, { fields: ['timeframe', 'start', 'end'] });
    const spans = new Map<Timeframe, TimeSpan[]>(timeframes.map((timeframe) => [timeframe, []]));
    for (const range of ranges) spans.get(range.timeframe)?.push({ start: range.start.getTime(), end: range.end.getTime() });
    return spans;
  }

  /** The bars of the timeframes the reader sees that start inside the span, oldest first. */
  async barsIn(em: EntityManager, reader: number, symbol: string, timeframes: readonly Timeframe[], span: TimeSpan): Promise<HeldBar[]> {
    const rows = await em.find(
      Candle,
      { symbol, timeframe: { $in: [...timeframes] }, time: { $gte: new Date(span.start), $lt: new Date(span.end) }, $or: [{ user: reader }, { user: null }] },
      { orderBy: { time: 'asc' } },
    );
    const ownSpans = rows.some(({ user }) => user !== null) ? await this.ownSpans(em, reader, [symbol]) : [];
    const seen = barsSeenByReader(rows, ownSpans, ({ symbol: series, timeframe, time, user }) => ({ symbol: series, timeframe, time: time.getTime(), own: user !== null }));
    return seen.map(({ time, open, high, low, close, volume, timeframe, provider, source }) => ({ time, open, high, low, close, volume, timeframe, provider, source }));
  }

  /** Which of the symbols the reader holds any bar of, theirs or shared: two index probes each, 100 symbols to a statement. */
  async symbolsHeld(em: EntityManager, reader: number, symbols: readonly string[]): Promise<Set<string>> {
    const held = new Set<string>();
    for (let first = 0; first < symbols.length; first += SPANS_PER_STATEMENT) {
      const chunk = symbols.slice(first, first + SPANS_PER_STATEMENT);
      const selects = chunk.map(
        () => 'select ? as symbol, (exists (select 1 from candle where user_id is null and symbol = ?) or exists (select 1 from candle where user_id = ? and symbol = ?)) as held',
      );
      const rows = await selectRows<{ symbol: string; held: number | string }>(em, selects.join(' union all '), chunk.flatMap((symbol) => [symbol, symbol, reader, symbol]));
      for (const row of rows) if (Number(row.held) === 1) held.add(row.symbol);
    }
    return held;
  }

  /**
   * The series and start of every bar the reader sees in the spans, in a few statements (one per
   * 100 spans), each span an index range read that touches no row: enough to tell which trades have candles.
   */
  async heldBarTimes(em: EntityManager, reader: number, spans: readonly SeriesSpan[]): Promise<HeldBarTime[]> {
    const rows = await readSpans<{ symbol: string; timeframe: Timeframe; time: unknown; user_id: number | string | null }>(em, reader, 'symbol, timeframe, `time`, user_id', spans);
    // Converted in place: a read may answer hundreds of thousands of rows, and a copy of each is garbage.
    for (const row of rows) row.time = epochMsOf(row.time);
    const seen = barsSeenByReader(rows, await this.ownSpansOfRows(em, reader, rows), ({ symbol, timeframe, time, user_id }) => ({ symbol, timeframe, time: time as number, own: user_id !== null }));
    // Their user_id goes along unread, rather than a copy of each row.
    return seen as unknown as HeldBarTime[];
  }

  /** The bars the reader sees in the spans, with their prices, in a few statements (one per 100 spans); unordered. */
  async heldBarsIn(em: EntityManager, reader: number, spans: readonly SeriesSpan[]): Promise<SymbolHeldBar[]> {
    const read = await readSpans<CandleRow>(em, reader, 'symbol, timeframe, `time`, `open`, high, low, `close`, volume, provider, source, user_id', spans);
    const rows = barsSeenByReader(read, await this.ownSpansOfRows(em, reader, read), (row) => ({ symbol: row.symbol, timeframe: row.timeframe, time: epochMsOf(row.time), own: row.user_id !== null }));
    const decimal = (value: string | number) => canonicalDecimal(String(value));
    return rows.map((row) => ({
      symbol: row.symbol,
      timeframe: row.timeframe,
      provider: row.provider,
      source: row.source,
      time: new Date(epochMsOf(row.time)),
      open: decimal(row.open),
      high: decimal(row.high),
      low: decimal(row.low),
      close: decimal(row.close),
      volume: decimal(row.volume),
    }));
  }

  /** The spans of the reader's own uploads of the symbols, a statement per 100 symbols. */
  async ownSpans(em: EntityManager, reader: number, symbols: readonly string[]): Promise<OwnSpan[]> {
    const spans: OwnSpan[] = [];
    for (let first = 0; first < symbols.length; first += SPANS_PER_STATEMENT) {
      const chunk = symbols.slice(first, first + SPANS_PER_STATEMENT);
      const ranges = await em.find(CandleRange, { user: reader, symbol: { $in: chunk } }, { fields: ['symbol', 'timeframe', 'start', 'end'] });
      for (const { symbol, timeframe, start, end } of ranges) spans.push({ symbol, timeframe, span: { start: start.getTime(), end: end.getTime() } });
    }
    return spans;
  }

  /** The owner's uploaded spans, for their data export: what they uploaded, not every bar. */
  async uploadsOf(em: EntityManager, owner: number): Promise<Array<{ symbol: string; timeframe: Timeframe; source: CandleSource; start: Date; end: Date; storedAt: Date }>> {
    const ranges = await em.find(CandleRange, { user: owner }, { orderBy: { symbol: 'asc', timeframe: 'asc', start: 'asc' } });
    return ranges.map(({ symbol, timeframe, source, start, end, storedAt }) => ({ symbol, timeframe, source, start, end, storedAt }));
  }

  /** Deletes every bar and span the owner uploaded (Delete Account). */
  async forgetOwnedBy(em: EntityManager, owner: number): Promise<void> {
    await em.nativeDelete(Candle, { user: owner });
    await em.nativeDelete(CandleRange, { user: owner });
  }

  /** The reader's own spans of the symbols of the rows that are theirs, when any is. */
  private async ownSpansOfRows(em: EntityManager, reader: number, rows: readonly { symbol: string; user_id: number | string | null }[]): Promise<OwnSpan[]> {
    const symbols = new Set<string>();
    for (const row of rows) if (row.user_id !== null) symbols.add(row.symbol);
    return symbols.size === 0 ? [] : this.ownSpans(em, reader, [...symbols]);
  }

  /** Deletes every series whose symbol starts with `prefix` (the demo market's), bars and spans. */
  async forgetSeriesStartingWith(em: EntityManager, prefix: string): Promise<void> {
    await em.fork().transactional(async (tx) => {
      await tx.nativeDelete(Candle, { symbol: { $like: `${prefix}%` } });
      await tx.nativeDelete(CandleRange, { symbol: { $like: `${prefix}%` } });
    });
  }

  /**
   * Replaces the series' bars in `replacing` with `bars` (a provider's latest reading of that span,
   * or an upload) and records `held` as held (null: none of it is settled yet), all in one
   * transaction. Only the bars of the same owner are replaced: an upload never touches the shared
   * bars nor another user's, a fetch never a user's upload. The rows go in as bulk inserts: a 10 MB
   * candle file is some 300,000 bars.
   */
  async save(em: EntityManager, series: CandleSeries, bars: readonly Bar[], { replacing, held }: { replacing: TimeSpan; held: TimeSpan | null }, now: Date): Promise<void> {
    const { symbol, timeframe, provider, source, owner } = series;
    await em.fork().transactional(async (tx) => {
      await tx.nativeDelete(Candle, { symbol, timeframe, user: owner, time: { $gte: new Date(replacing.start), $lt: new Date(replacing.end) } });
      const instant = instantValueFor(tx);
      await insertRows(tx, 'candle', CANDLE_COLUMNS, bars, (bar) => [symbol, timeframe, instant(bar.time.getTime()), bar.open, bar.high, bar.low, bar.close, bar.volume, provider, source, owner]);
      if (held) tx.create(CandleRange, { symbol, timeframe, provider, source, user: owner, start: new Date(held.start), end: new Date(held.end), storedAt: now });
    });
  }
}

/** The rows of the spans that are the reader's or shared (barsSeenByReader then picks what the reader sees). */
async function readSpans<Row>(em: EntityManager, reader: number, columns: string, spans: readonly SeriesSpan[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (let first = 0; first < spans.length; first += SPANS_PER_STATEMENT) {
    const chunk = spans.slice(first, first + SPANS_PER_STATEMENT).filter(({ timeframes, span }) => timeframes.length > 0 && span.end > span.start);
    if (chunk.length === 0) continue;
    const params: Array<string | number | Date> = [];
    const selects = chunk.map(({ symbol, timeframes, span }) => {
      params.push(symbol, ...timeframes, new Date(span.start), new Date(span.end), reader);
      return `select ${columns} from candle where symbol = ? and timeframe in (${placeholders(timeframes.length)}) and \`time\` >= ? and \`time\` < ? and (user_id is null or user_id = ?)`;
    });
    // A loop, not push(...rows): a statement may answer more rows than a call takes arguments.
    for (const row of await selectRows<Row>(em, selects.join(' union all '), params)) rows.push(row);
  }
  return rows;
}
