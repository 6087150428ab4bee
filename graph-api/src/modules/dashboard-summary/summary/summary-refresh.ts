import type { EntityManager } from '@mikro-orm/core';
import { placeholders, selectRows } from '../../../db/raw-sql';
import { type BucketSummary, foldSummaries } from '../domain/bucket-summary';
import { utcRangeOfDay } from '../domain/local-time';
import type { MetricTrade } from '../domain/metric-trade';
import { AnalyticsDay, AnalyticsInstrument, AnalyticsState } from './analytics-summary.entities';
import { changedDays } from './instrument-stats';
import { mapPaced, type Pacing } from './paced-work';
import { insertDayRows, insertInstrumentRows, type InstrumentRow, instrumentRowOf } from './summary-rows';
import { rebuildSummary, summariesByDay, timeZoneOfUser, totalInstrumentsAgain, type WholeSummary, wholeSummaryOf, writeWholeSummary } from './summary-store';
import { closedTradesExitingIn, holdsOptions } from './trade-rows';

/**
 * The summary after a rebuild of some account instruments' trades (an import's), in three steps so
 * the work without the database can run while the rebuilt trades are on their way to the server:
 * what it needs of the summary before (readSummaryBefore, before the rebuild writes), the rows
 * worked out from the rebuilt trades (summaryAfter, no database), and their writing (writeSummary,
 * once the trades are stored).
 */
export type SummaryBefore =
  /** No summary in the user's zone yet: built whole, from the rebuilt trades alone when they are all the user has. */
  | { kind: 'whole'; userId: number; timeZone: string; rebuiltIds: number[]; rebuiltHoldEveryTrade: boolean }
  /** The summary follows: each rebuilt instrument's day digests before, to find the days that changed. */
  | { kind: 'changes'; userId: number; timeZone: string; rebuiltIds: number[]; daysBefore: Map<number, Record<string, string>> };

export async function readSummaryBefore(em: EntityManager, userId: number, rebuiltIds: readonly number[]): Promise<SummaryBefore> {
  const timeZone = await timeZoneOfUser(em, userId);
  const state = await em.findOne(AnalyticsState, { user: userId });
  const ids = [...rebuiltIds];
  // A trader of options has positions whose legs are several instruments (docs/options.md): their
  // summary is built whole from the trade table, which groups the legs, not followed instrument by instrument.
  const options = await holdsOptions(em, userId);
  if (state?.timeZone !== timeZone || options) {
    // A user's first import holds every trade they have: its own round trips, nothing to read back.
    const [others] = await selectRows<{ count: number | string }>(em, `select count(*) as count from account_instrument where user_id = ? and id not in (${placeholders(ids.length)})`, [userId, ...ids]);
    return { kind: 'whole', userId, timeZone, rebuiltIds: ids, rebuiltHoldEveryTrade: !options && Number(others?.count) === 0 };
  }
  const before = await em.find(AnalyticsInstrument, { user: userId, accountInstrument: { $in: ids } }, { fields: ['accountInstrument', 'days'] });
  return { kind: 'changes', userId, timeZone, rebuiltIds: ids, daysBefore: new Map(before.map((row) => [row.accountInstrument.id, JSON.parse(row.days) as Record<string, string>])) };
}

/** What writeSummary writes. */
export type SummaryAfter =
  | { kind: 'whole'; whole: WholeSummary }
  /** Built whole from the trade table once the rebuilt trades are in it. */
  | { kind: 'whole-from-trades'; userId: number; timeZone: string }
  | { kind: 'changes'; userId: number; timeZone: string; ids: number[]; rows: InstrumentRow[]; days: string[] };

/**
 * The summary's rows after the rebuild (`rebuilt`: each rebuilt instrument's trades), without the
 * database, paced by `pacing`.
 */
export async function summaryAfter(before: SummaryBefore, rebuilt: ReadonlyMap<number, readonly MetricTrade[]>, pacing: Pacing): Promise<SummaryAfter> {
  const { userId, timeZone } = before;
  if (before.kind === 'whole') {
    return before.rebuiltHoldEveryTrade ? { kind: 'whole', whole: await wholeSummaryOf(userId, timeZone, [...rebuilt.values()].flat(), pacing) } : { kind: 'whole-from-trades', userId, timeZone };
  }
  const rows = await mapPaced(
    [...rebuilt].filter(([, trades]) => trades.length > 0),
    ([id, trades]) => instrumentRowOf(userId, id, trades, timeZone).row,
    pacing,
  );
  const rowOf = new Map(rows.map((row) => [row.accountInstrumentId, row]));
  const days = new Set<string>();
  for (const id of before.rebuiltIds) {
    const after = rowOf.get(id);
    for (const day of changedDays(before.daysBefore.get(id) ?? {}, after ? (JSON.parse(after.days) as Record<string, string>) : {})) days.add(day);
  }
  return { kind: 'changes', userId, timeZone, ids: before.rebuiltIds, rows, days: [...days] };
}

/** Writes `after` in the caller's transaction, once the rebuilt trades are stored. */
export async function writeSummary(em: EntityManager, after: SummaryAfter): Promise<void> {
  if (after.kind === 'whole') return writeWholeSummary(em, after.whole);
  if (after.kind === 'whole-from-trades') return rebuildSummary(em, after.userId, after.timeZone);
  const { userId, timeZone, ids, rows, days } = after;
  await em.nativeDelete(AnalyticsInstrument, { user: userId, accountInstrument: { $in: ids } });
  await insertInstrumentRows(em, rows);
  await summariseDaysAgain(em, userId, timeZone, days);
  if (days.length > 0) await foldDaysAgain(em, userId);
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
    await insertDayRows(em, userId, summariesByDay(await closedTradesExitingIn(em, userId, start, end), timeZone));
  }
}

/** The state's fold of every day, again from the day rows (after some of them changed). */
async function foldDaysAgain(em: EntityManager, userId: number): Promise<void> {
  const rows = await selectRows<{ summary: string }>(em, 'select summary from analytics_day where user_id = ? order by day', [userId]);
  const folded = foldSummaries(rows.map((row) => JSON.parse(row.summary) as BucketSummary));
  await em.nativeUpdate(AnalyticsState, { user: userId }, { folded: JSON.stringify(folded) });
}
