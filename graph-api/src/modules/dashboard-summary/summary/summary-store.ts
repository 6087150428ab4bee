import type { EntityManager } from '@mikro-orm/core';
import { ianaZoneOf, UserSettings } from '../../settings';
import { type BucketSummary, foldSummaries, summarizeBucket } from '../domain/bucket-summary';
import { addTo, type Ranked, ranked, textOrder } from '../domain/breakdowns';
import { localDayOf } from '../domain/local-time';
import { type ClosedTrade, isClosed, type MetricTrade } from '../domain/metric-trade';
import type { Tally } from '../domain/tally';
import { AnalyticsDay, AnalyticsInstrument, AnalyticsState } from './analytics-summary.entities';
import type { InstrumentStats } from './instrument-stats';
import { lockUser, selectRows } from '../../../db/raw-sql';
import { mapPaced, type Pacing } from './paced-work';
import { insertDayRows, insertInstrumentRows, type InstrumentRow, instrumentRowOf, type InstrumentSummary } from './summary-rows';
import { allTradesOf } from './trade-rows';

/** SPEC §9: the dashboard and advanced analytics show the top 5 symbols; the state keeps those alone. */
export const TOP_SYMBOLS = 5;

/** The IANA zone of the user's Timezone setting (the SPEC default until they save one). */
export async function timeZoneOfUser(em: EntityManager, userId: number): Promise<string> {
  const settings = await em.findOne(UserSettings, { user: userId }, { fields: ['timezone'] });
  return ianaZoneOf(settings?.timezone);
}

/**
 * What the state keeps of all the user's instruments: open trades, and the top symbols' tallies
 * (several accounts or platforms holding one symbol count together), best net P&L first. Only the
 * top: every request parses this row, and a trader of hundreds of symbols would make it large.
 */
function instrumentTotalsOf(instruments: readonly InstrumentSummary[]): { openTrades: number; symbols: string } {
  const openTrades = instruments.reduce((count, { stats }) => count + stats.openTrades, 0);
  return { openTrades, symbols: JSON.stringify(symbolsRanked(instruments).slice(0, TOP_SYMBOLS)) };
}

/** Every symbol's tally of closed trades (several accounts or platforms holding one symbol count together), best net P&L first. */
export function symbolsRanked(instruments: readonly InstrumentSummary[]): Ranked<string>[] {
  const bySymbol = new Map<string, Tally>();
  for (const { symbol, stats } of instruments) if (stats.total.trades > 0) addTo(bySymbol, symbol, stats.total);
  return ranked(bySymbol, textOrder);
}

/** The state's instrument totals again, from every instrument row (after some of them changed). */
export async function totalInstrumentsAgain(em: EntityManager, userId: number): Promise<void> {
  await em.nativeUpdate(AnalyticsState, { user: userId }, instrumentTotalsOf(await instrumentStats(em, userId)));
}

function byInstrument(trades: readonly MetricTrade[]): Map<number, MetricTrade[]> {
  const groups = new Map<number, MetricTrade[]>();
  for (const trade of trades) {
    const group = groups.get(trade.instrumentId);
    if (group) group.push(trade);
    else groups.set(trade.instrumentId, [trade]);
  }
  return groups;
}

export function summariesByDay(trades: readonly MetricTrade[], timeZone: string): Map<string, BucketSummary> {
  return new Map([...closedTradesByDay(trades, timeZone)].map(([day, dayTrades]) => [day, summarizeBucket(dayTrades)]));
}

/** The closed trades of each local day of exit. */
function closedTradesByDay(trades: readonly MetricTrade[], timeZone: string): Map<string, ClosedTrade[]> {
  const byDay = new Map<string, ClosedTrade[]>();
  for (const trade of trades) {
    if (!isClosed(trade)) continue;
    const day = localDayOf(trade.exitTime, timeZone);
    const dayTrades = byDay.get(day);
    if (dayTrades) dayTrades.push(trade);
    else byDay.set(day, [trade]);
  }
  return byDay;
}

/** A user's whole summary, worked out from every trade they have (see wholeSummaryOf). */
export interface WholeSummary {
  userId: number;
  timeZone: string;
  instruments: InstrumentRow[];
  days: Map<string, BucketSummary>;
  state: { folded: string; openTrades: number; symbols: string };
}

/**
 * The whole summary of `trades` (every trade of the user), without the database, an instrument
 * and a day at a time (see Pacing).
 */
export async function wholeSummaryOf(userId: number, timeZone: string, trades: readonly MetricTrade[], pacing: Pacing = 'at-once'): Promise<WholeSummary> {
  const instruments = await mapPaced(byInstrument(trades), ([id, group]) => instrumentRowOf(userId, id, group, timeZone), pacing);
  const days = new Map(await mapPaced(closedTradesByDay(trades, timeZone), ([day, dayTrades]) => [day, summarizeBucket(dayTrades)] as const, pacing));
  const folded = foldSummaries([...days].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, summary]) => summary));
  const totals = instrumentTotalsOf(instruments.map(({ summary }) => summary));
  return { userId, timeZone, instruments: instruments.map(({ row }) => row), days, state: { folded: JSON.stringify(folded), ...totals } };
}

/** Replaces the user's summary rows with `whole`'s. */
export async function writeWholeSummary(em: EntityManager, { userId, timeZone, instruments, days, state }: WholeSummary): Promise<void> {
  await em.nativeDelete(AnalyticsDay, { user: userId });
  await em.nativeDelete(AnalyticsInstrument, { user: userId });
  await em.nativeDelete(AnalyticsState, { user: userId });
  await insertInstrumentRows(em, instruments);
  await insertDayRows(em, userId, days);
  await em.insertMany(AnalyticsState, [{ user: userId, timeZone, ...state } as unknown as AnalyticsState]);
}

/** Leaves the user's summary to be built whole when next read (currentSummary), as after a change of the trades' grouping. */
export async function markSummaryStale(em: EntityManager, userId: number): Promise<void> {
  await em.nativeUpdate(AnalyticsState, { user: userId }, { folded: null });
}

/** The user's whole summary again, from every trade in the trade table, in `timeZone`. */
export async function rebuildSummary(em: EntityManager, userId: number, timeZone: string): Promise<void> {
  await writeWholeSummary(em, await wholeSummaryOf(userId, timeZone, await allTradesOf(em, userId)));
}

export interface StoredSummary {
  timeZone: string;
  /** Every day folded in order. */
  folded: BucketSummary;
  /** Trades still open (listed, never in a P&L figure). */
  openTrades: number;
  /** The top symbols' closed trades, best net P&L first (TOP_SYMBOLS of them at most). */
  symbols: Ranked<string>[];
  /** In date order; read only when asked for. */
  days: { day: string; summary: BucketSummary }[];
  /** Each account instrument's statistics; read only when asked for (the breakdowns). */
  instruments: InstrumentSummary[];
}

interface StateRow {
  setting: string | null;
  time_zone: string | null;
  folded: string | null;
  open_trades: number | string | null;
  symbols: string | null;
}

const readState = async (em: EntityManager, userId: number) =>
  (
    await selectRows<StateRow>(
      em,
      'select s.timezone as setting, a.time_zone, a.folded, a.open_trades, a.symbols from `user` u left join user_settings s on s.user_id = u.id left join analytics_state a on a.user_id = u.id where u.id = ?',
      [userId],
    )
  )[0];

/** The trades a whole summary was built from, told apart: an import rebuilds trades as new rows (ids only grow). */
export interface TradesFingerprint {
  trades: number;
  newest: number | null;
}

export async function tradesFingerprintOf(em: EntityManager, userId: number): Promise<TradesFingerprint> {
  const [row] = await selectRows<{ trades: number | string; newest: number | string | null }>(em, 'select count(*) as trades, max(id) as newest from trade where user_id = ?', [userId]);
  return { trades: Number(row?.trades ?? 0), newest: row?.newest === null || row?.newest === undefined ? null : Number(row.newest) };
}

/** A whole summary built away from the API's thread (workers/heavy-tasks.ts), with the trades it was built from; null when an import landed while they were read. */
export type WholeSummaryBuilt = { whole: WholeSummary; from: TradesFingerprint } | null;

/** Builds the whole summary of the user in `timeZone` elsewhere (a worker thread), reading the trades there. */
export type BuildWholeSummary = (userId: number, timeZone: string) => Promise<WholeSummaryBuilt>;

/** The user's whole summary from every trade, read and built here, with the trades it was built from (null if they changed meanwhile). */
export async function buildWholeSummary(em: EntityManager, userId: number, timeZone: string): Promise<WholeSummaryBuilt> {
  const before = await tradesFingerprintOf(em, userId);
  const whole = await wholeSummaryOf(userId, timeZone, await allTradesOf(em, userId));
  const after = await tradesFingerprintOf(em, userId);
  return before.trades === after.trades && before.newest === after.newest ? { whole, from: before } : null;
}

const needsRebuild = (state: StateRow | undefined, timeZone: string) => !state?.folded || state.time_zone !== timeZone;

/**
 * The user's summary (raw reads: one row, unless the days or breakdowns are asked for), rebuilt
 * first in a transaction of its own when it was built in another zone than their Timezone setting,
 * or never. `buildElsewhere` reads and builds it off the API's thread (10 000 trades take longer
 * than the thread may be held); the transaction then only writes it, when the trades and the zone
 * are still those it was built from, and otherwise builds it again itself.
 */
export async function currentSummary(
  em: EntityManager,
  userId: number,
  { withDays, withBreakdowns }: { withDays: boolean; withBreakdowns: boolean },
  buildElsewhere?: BuildWholeSummary,
): Promise<StoredSummary> {
  let state = await readState(em, userId);
  let timeZone = ianaZoneOf(state?.setting ?? null);
  if (needsRebuild(state, timeZone)) {
    const built = buildElsewhere ? await buildElsewhere(userId, timeZone) : null;
    await em.fork().transactional(async (tx) => {
      await lockUser(tx, userId);
      const rechecked = await readState(tx, userId);
      const zone = ianaZoneOf(rechecked?.setting ?? null);
      if (!needsRebuild(rechecked, zone)) return;
      if (built && built.whole.timeZone === zone && (await sameTrades(tx, userId, built.from))) await writeWholeSummary(tx, built.whole);
      else await rebuildSummary(tx, userId, zone);
    });
    state = await readState(em, userId);
    timeZone = ianaZoneOf(state?.setting ?? null);
  }
  const days = withDays ? await selectRows<{ day: string; summary: string }>(em, 'select day, summary from analytics_day where user_id = ? order by day', [userId]) : [];
  return {
    timeZone,
    folded: JSON.parse(state!.folded!) as BucketSummary,
    openTrades: Number(state!.open_trades ?? 0),
    // A state stored before it kept only the top symbols holds them all: the top ones are what it answers.
    symbols: (JSON.parse(state!.symbols ?? '[]') as Ranked<string>[]).slice(0, TOP_SYMBOLS),
    days: days.map((row) => ({ day: row.day, summary: JSON.parse(row.summary) as BucketSummary })),
    instruments: withBreakdowns ? await instrumentStats(em, userId) : [],
  };
}

async function sameTrades(em: EntityManager, userId: number, from: TradesFingerprint): Promise<boolean> {
  const now = await tradesFingerprintOf(em, userId);
  return now.trades === from.trades && now.newest === from.newest;
}

export async function instrumentStats(em: EntityManager, userId: number): Promise<InstrumentSummary[]> {
  const rows = await selectRows<{ symbol: string; stats: string }>(em, 'select symbol, stats from analytics_instrument where user_id = ?', [userId]);
  return rows.map((row) => ({ symbol: row.symbol, stats: JSON.parse(row.stats) as InstrumentStats }));
}
