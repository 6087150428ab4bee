import type { EntityManager } from '@mikro-orm/core';
import { DEFAULT_SETTINGS, IANA_TIME_ZONES } from '../../settings/settings.values';
import { UserSettings } from '../../settings/user-settings.entity';
import { type BucketSummary, foldSummaries, summarizeBucket } from '../domain/bucket-summary';
import { addTo, type Ranked, ranked, textOrder } from '../domain/breakdowns';
import { localDayOf, utcRangeOfDay } from '../domain/local-time';
import { type ClosedTrade, isClosed, type MetricTrade } from '../domain/metric-trade';
import type { Tally } from '../domain/tally';
import { AnalyticsDay, AnalyticsInstrument, AnalyticsState } from './analytics-summary.entities';
import { changedDays, dayDigestsOf, type InstrumentStats, instrumentStatsOf } from './instrument-stats';
import { lockUser, placeholders, selectRows } from '../../../db/raw-sql';
import { allTradesOf, closedTradesExitingIn } from './trade-rows';

const ROWS_PER_INSERT = 500;

/** SPEC §9: the dashboard and advanced analytics show the top 5 symbols; the state keeps those alone. */
export const TOP_SYMBOLS = 5;

/** The IANA zone of the user's Timezone setting (the SPEC default until they save one). */
export async function timeZoneOfUser(em: EntityManager, userId: number): Promise<string> {
  const settings = await em.findOne(UserSettings, { user: userId }, { fields: ['timezone'] });
  return ianaZoneOf(settings?.timezone ?? null);
}

function ianaZoneOf(setting: string | null): string {
  return IANA_TIME_ZONES[(setting ?? DEFAULT_SETTINGS.timezone) as keyof typeof IANA_TIME_ZONES] ?? IANA_TIME_ZONES[DEFAULT_SETTINGS.timezone];
}

async function insertInChunks<Entity extends object>(em: EntityManager, entity: new () => Entity, rows: readonly Record<string, unknown>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) await em.insertMany(entity, rows.slice(start, start + ROWS_PER_INSERT) as Entity[]);
}

interface InstrumentSummary {
  symbol: string;
  stats: InstrumentStats;
}

function instrumentRow(userId: number, instrumentId: number, trades: readonly MetricTrade[], timeZone: string) {
  const stats = instrumentStatsOf(trades, timeZone);
  return {
    row: { accountInstrument: instrumentId, user: userId, symbol: trades[0]!.symbol, stats: JSON.stringify(stats), days: JSON.stringify(dayDigestsOf(trades, timeZone)) },
    summary: { symbol: trades[0]!.symbol, stats },
  };
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
async function totalInstrumentsAgain(em: EntityManager, userId: number): Promise<void> {
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

function summariesByDay(trades: readonly MetricTrade[], timeZone: string): Map<string, BucketSummary> {
  const byDay = new Map<string, ClosedTrade[]>();
  for (const trade of trades) {
    if (!isClosed(trade)) continue;
    const day = localDayOf(trade.exitTime, timeZone);
    const dayTrades = byDay.get(day);
    if (dayTrades) dayTrades.push(trade);
    else byDay.set(day, [trade]);
  }
  return new Map([...byDay].map(([day, dayTrades]) => [day, summarizeBucket(dayTrades)]));
}

const dayRows = (userId: number, summaries: ReadonlyMap<string, BucketSummary>) => [...summaries].map(([day, summary]) => ({ user: userId, day, summary: JSON.stringify(summary) }));

/** The user's whole summary, from every trade (`everyTrade` when the caller holds them all), in `timeZone`. */
export async function rebuildSummary(em: EntityManager, userId: number, timeZone: string, everyTrade?: readonly MetricTrade[]): Promise<void> {
  await em.nativeDelete(AnalyticsDay, { user: userId });
  await em.nativeDelete(AnalyticsInstrument, { user: userId });
  await em.nativeDelete(AnalyticsState, { user: userId });
  const trades = everyTrade ?? (await allTradesOf(em, userId));
  const instruments = [...byInstrument(trades)].map(([id, group]) => instrumentRow(userId, id, group, timeZone));
  await insertInChunks(em, AnalyticsInstrument, instruments.map(({ row }) => row));
  const days = summariesByDay(trades, timeZone);
  await insertInChunks(em, AnalyticsDay, dayRows(userId, days));
  const folded = foldSummaries([...days].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, summary]) => summary));
  const totals = instrumentTotalsOf(instruments.map(({ summary }) => summary));
  await em.insertMany(AnalyticsState, [{ user: userId, timeZone, folded: JSON.stringify(folded), ...totals } as unknown as AnalyticsState]);
}

/** The state's fold of every day, again from the day rows (after some of them changed). */
async function foldDaysAgain(em: EntityManager, userId: number): Promise<void> {
  const rows = await selectRows<{ summary: string }>(em, 'select summary from analytics_day where user_id = ? order by day', [userId]);
  const folded = foldSummaries(rows.map((row) => JSON.parse(row.summary) as BucketSummary));
  await em.nativeUpdate(AnalyticsState, { user: userId }, { folded: JSON.stringify(folded) });
}

/**
 * After an import rebuilt the trades of some account instruments (`rebuilt`: each one's trades, as
 * the import inserted them), inside its transaction: their rows again, and the days whose trades
 * changed summarised again from the trade table.
 */
export async function refreshSummaryAfterRebuild(em: EntityManager, userId: number, rebuilt: ReadonlyMap<number, readonly MetricTrade[]>): Promise<void> {
  if (rebuilt.size === 0) return;
  const timeZone = await timeZoneOfUser(em, userId);
  const state = await em.findOne(AnalyticsState, { user: userId });
  const ids = [...rebuilt.keys()];
  if (state?.timeZone !== timeZone) {
    // A user's first import holds every trade they have: its own round trips, nothing to read back.
    const [others] = await selectRows<{ count: number | string }>(em, `select count(*) as count from account_instrument where user_id = ? and id not in (${placeholders(ids.length)})`, [userId, ...ids]);
    return rebuildSummary(em, userId, timeZone, Number(others?.count) === 0 ? [...rebuilt.values()].flat() : undefined);
  }
  const before = await em.find(AnalyticsInstrument, { accountInstrument: { $in: ids } }, { fields: ['accountInstrument', 'days'] });
  const daysBefore = new Map(before.map((row) => [row.accountInstrument.id, JSON.parse(row.days) as Record<string, string>]));
  const rows = [...rebuilt].filter(([, trades]) => trades.length > 0).map(([id, trades]) => instrumentRow(userId, id, trades, timeZone).row);
  const days = new Set<string>();
  for (const id of ids) {
    const after = rows.find((row) => row.accountInstrument === id);
    for (const day of changedDays(daysBefore.get(id) ?? {}, after ? (JSON.parse(after.days) as Record<string, string>) : {})) days.add(day);
  }
  await em.nativeDelete(AnalyticsInstrument, { accountInstrument: { $in: ids } });
  await insertInChunks(em, AnalyticsInstrument, rows);
  await summariseDaysAgain(em, userId, timeZone, [...days]);
  if (days.size > 0) await foldDaysAgain(em, userId);
  await totalInstrumentsAgain(em, userId);
}

/** Runs of consecutive days, so a month of changed days is read in one query. */
function consecutiveRuns(days: readonly string[]): string[][] {
  const runs: string[][] = [];
  for (const day of [...days].sort()) {
    const run = runs[runs.length - 1];
    const previous = run?.[run.length - 1];
    if (run && previous && Date.parse(`${day}T00:00:00Z`) - Date.parse(`${previous}T00:00:00Z`) === 86_400_000) run.push(day);
    else runs.push([day]);
  }
  return runs;
}

async function summariseDaysAgain(em: EntityManager, userId: number, timeZone: string, days: readonly string[]): Promise<void> {
  if (days.length === 0) return;
  await em.nativeDelete(AnalyticsDay, { user: userId, day: { $in: [...days] } });
  for (const run of consecutiveRuns(days)) {
    const { start } = utcRangeOfDay(run[0]!, timeZone);
    const { end } = utcRangeOfDay(run[run.length - 1]!, timeZone);
    await insertInChunks(em, AnalyticsDay, dayRows(userId, summariesByDay(await closedTradesExitingIn(em, userId, start, end), timeZone)));
  }
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

/**
 * The user's summary (raw reads: one row, unless the days or breakdowns are asked for), rebuilt
 * first in a transaction of its own when it was built in another zone than their Timezone setting,
 * or never.
 */
export async function currentSummary(em: EntityManager, userId: number, { withDays, withBreakdowns }: { withDays: boolean; withBreakdowns: boolean }): Promise<StoredSummary> {
  let state = await readState(em, userId);
  let timeZone = ianaZoneOf(state?.setting ?? null);
  if (!state?.folded || state.time_zone !== timeZone) {
    await em.fork().transactional(async (tx) => {
      await lockUser(tx, userId);
      const rechecked = await readState(tx, userId);
      const zone = ianaZoneOf(rechecked?.setting ?? null);
      if (!rechecked?.folded || rechecked.time_zone !== zone) await rebuildSummary(tx, userId, zone);
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

async function instrumentStats(em: EntityManager, userId: number): Promise<InstrumentSummary[]> {
  const rows = await selectRows<{ symbol: string; stats: string }>(em, 'select symbol, stats from analytics_instrument where user_id = ?', [userId]);
  return rows.map((row) => ({ symbol: row.symbol, stats: JSON.parse(row.stats) as InstrumentStats }));
}
