import type { EntityManager } from '@mikro-orm/core';
import { placeholders, runSql } from '../../../db/raw-sql';
import { groupKeyOf, type ImportedExecution, type Instrument, type MatchableExecution, matchExecutions, type RoundTrip } from '../../trades';
import { insertExecutions, type KeyedExecution, keyedExecutionOf, loadGroupExecutions, lockGroupsWithIds, readStoredFills, type StoredGroup, storeGroups } from '../storage/execution-store';
import { deleteGroupTrades, insertTradeFills, insertTrades } from '../storage/trade-store';
import type { InTransactionHook, InTransactionRun } from './in-transaction-hook';

/** A fill entered by hand: an execution with no import, its key made by the caller (MANUAL_FILL_PREFIX). */
export interface HandFill extends Omit<ImportedExecution, 'line' | 'externalId'> {
  dedupeKey: string;
}

/** What a change by hand does: fills of one stored group removed (by key), fills added to one platform's accounts. */
export interface HandFillsChange {
  remove?: { groupId: number; dedupeKeys: readonly string[] };
  add?: { platform: string; fills: readonly HandFill[] };
}

/** A stored group, its fills and its round trips as they are now. */
export interface HandGroup {
  group: StoredGroup;
  executions: MatchableExecution[];
  roundTrips: RoundTrip[];
}

/** The groups a change rebuilt: their ids by group key, and their round trips. */
export interface HandRebuild {
  groupIds: ReadonlyMap<string, number>;
  roundTrips: readonly RoundTrip[];
}

/**
 * Fills entered by hand, inside a transaction holding the user's lock (ImportService.byHand): they
 * are stored as an import's (no import of their own) and every group they touch is rebuilt from all
 * its fills by the same matcher, the in-transaction hooks (the dashboard's summary) following, so
 * every figure reads them as it reads imported fills.
 */
export class HandFills {
  constructor(
    private readonly tx: EntityManager,
    private readonly userId: number,
    private readonly hooks: readonly InTransactionHook[],
    private readonly now: Date,
  ) {}

  /** The group of `groupId` (locked until the commit; the caller found it through a trade of the user) with its fills and round trips. */
  async group(groupId: number): Promise<HandGroup | null> {
    const groups = await lockGroupsWithIds(this.tx, [groupId]);
    const group = [...groups.values()][0];
    if (!group) return null;
    const executions = await loadGroupExecutions(this.tx, groups);
    return { group, executions, roundTrips: matchExecutions(executions, { now: this.now }).roundTrips };
  }

  /** Applies the change and rebuilds the round trips of every group it touches. */
  async apply(change: HandFillsChange): Promise<HandRebuild> {
    const { tx, userId } = this;
    const groupIds = new Map<string, number>();
    let fresh: KeyedExecution[] = [];
    if (change.remove) {
      const removed = await lockGroupsWithIds(tx, [change.remove.groupId]);
      for (const [key, group] of removed) groupIds.set(key, group.id);
    }
    if (change.add && change.add.fills.length > 0) {
      const keyed = change.add.fills.map((fill, index) => keyedExecutionOf({ ...fill, line: index + 1, externalId: null }, fill.dedupeKey, groupKeyOf(fill), index));
      const wanted = new Map(keyed.map((entry) => [entry.group, { accountId: entry.accountId, instrument: entry.instrument as Instrument }]));
      const stored = await readStoredFills(tx, userId, change.add.platform, wanted, { lock: true });
      for (const [key, id] of await storeGroups(tx, userId, change.add.platform, wanted, stored.groups)) groupIds.set(key, id);
      fresh = keyed;
    }
    const ids = [...groupIds.values()];
    const runs: InTransactionRun[] = [];
    for (const hook of this.hooks) {
      const run = await hook.before(tx, userId, ids);
      if (run !== null) runs.push(run);
    }
    if (change.remove && change.remove.dedupeKeys.length > 0) {
      const keys = change.remove.dedupeKeys;
      await runSql(tx, `delete from execution where account_instrument_id = ? and dedupe_key in (${placeholders(keys.length)})`, [change.remove.groupId, ...keys]);
    }
    if (fresh.length > 0) await insertExecutions(tx, null, fresh, groupIds).stored;
    const groups = await lockGroupsWithIds(tx, ids);
    const { roundTrips } = matchExecutions(await loadGroupExecutions(tx, groups), { now: this.now });
    await deleteGroupTrades(tx, ids);
    await insertTrades(tx, userId, roundTrips, groupIds).stored;
    await insertTradeFills(tx, roundTrips, groupIds).stored;
    for (const run of runs) await (await run.after(groupIds, roundTrips, 'at-once'))(tx);
    return { groupIds, roundTrips };
  }
}
