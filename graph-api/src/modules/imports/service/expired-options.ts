import type { EntityManager } from '@mikro-orm/core';
import { lockUser, selectRows } from '../../../db/raw-sql';
import { groupKeyOf, matchExecutions } from '../../trades';
import { lockGroupsWithIds, loadGroupExecutions } from '../storage/execution-store';
import { deleteGroupTrades, insertTradeFills, insertTrades } from '../storage/trade-store';
import type { InTransactionHook, InTransactionRun } from './in-transaction-hook';

/**
 * Closes the user's option positions that expired since their contract was last imported
 * (docs/options.md "Expiry and assignment"): an import closes those it rebuilds, but a contract no
 * later file mentions would stay open. Its groups are rebuilt from their stored fills as an import
 * rebuilds them, the dashboard's summary following in the same transaction. Answers how many
 * positions were closed; all or nothing.
 */
export async function closeExpiredOptions(em: EntityManager, userId: number, hooks: readonly InTransactionHook[], now: Date): Promise<number> {
  return em.fork().transactional(async (tx) => {
    // One import, undo or this at a time per user (see lockUser).
    await lockUser(tx, userId);
    const open = await selectRows<{ id: number }>(
      tx,
      `select distinct ai.id as id from trade t join account_instrument ai on ai.id = t.account_instrument_id
       where t.user_id = ? and t.status = 'open' and ai.asset_class = 'option'`,
      [userId],
    );
    if (open.length === 0) return 0;
    const groups = await lockGroupsWithIds(tx, open.map((row) => Number(row.id)));
    const { roundTrips } = matchExecutions(await loadGroupExecutions(tx, groups), { now });
    // The expiry close is a group's last trade: a group with one expired now, and only those, changes.
    const expiredKeys = new Set(roundTrips.filter((trip) => trip.exitKind === 'expired').map(groupKeyOf));
    if (expiredKeys.size === 0) return 0;
    const groupIds = new Map([...groups].filter(([key]) => expiredKeys.has(key)).map(([key, group]) => [key, group.id]));
    const trips = roundTrips.filter((trip) => expiredKeys.has(groupKeyOf(trip)));
    const ids = [...groupIds.values()];
    const runs: InTransactionRun[] = [];
    for (const hook of hooks) {
      const run = await hook.before(tx, userId, ids);
      if (run !== null) runs.push(run);
    }
    await deleteGroupTrades(tx, ids);
    await insertTrades(tx, userId, trips, groupIds).stored;
    await insertTradeFills(tx, trips, groupIds).stored;
    for (const run of runs) await (await run.after(groupIds, trips, 'at-once'))(tx);
    return expiredKeys.size;
  });
}

/** The users holding an open option position: whom the daily expiry pass runs for. */
export async function usersWithOpenOptions(em: EntityManager): Promise<number[]> {
  const rows = await selectRows<{ user_id: number }>(
    em,
    `select distinct t.user_id as user_id from trade t join account_instrument ai on ai.id = t.account_instrument_id
     where t.status = 'open' and ai.asset_class = 'option'`,
    [],
  );
  return rows.map((row) => Number(row.user_id));
}
