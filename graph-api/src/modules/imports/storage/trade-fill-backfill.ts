import type { EntityManager } from '@mikro-orm/core';
import { groupKeyOf, matchExecutions } from '../../trades';
import { placeholders, selectRows } from '../../../db/raw-sql';
import { loadGroupExecutions, lockGroupsWithIds } from './execution-store';
import { insertTradeFills } from './trade-store';

// Account instruments matched per transaction: few enough that one transaction's executions stay small.
const GROUPS_PER_TRANSACTION = 100;

/**
 * Stores the fills of trades imported before imports stored them (the trade_fills migration): each
 * group's executions are matched once more, exactly as the import that built its trades did, and
 * the fills of the round trips that are stored trades are written, a batch of groups per
 * transaction. Groups whose fills are stored already are left as they are, so a run that stopped
 * part way (MySQL commits each batch) can run again.
 */
export async function backfillTradeFills(em: EntityManager): Promise<void> {
  const rows = await selectRows<{ account_instrument_id: number | string }>(
    em,
    'select distinct account_instrument_id from trade where account_instrument_id not in (select account_instrument_id from trade_fills) order by account_instrument_id',
    [],
  );
  const groupIds = rows.map((row) => Number(row.account_instrument_id));
  for (let start = 0; start < groupIds.length; start += GROUPS_PER_TRANSACTION) {
    const chunk = groupIds.slice(start, start + GROUPS_PER_TRANSACTION);
    await em.transactional((tx) => backfillGroups(tx, chunk));
  }
}

async function backfillGroups(tx: EntityManager, ids: readonly number[]): Promise<void> {
  // Locked: the fills reference them unchecked (see insertTradeFills).
  const groups = await lockGroupsWithIds(tx, ids);
  // Run by a migration before time_given and close_kind exist: without those marks.
  const executions = await loadGroupExecutions(tx, groups, { marks: false });
  const stored = await selectRows<{ account_instrument_id: number | string; trade_key: string }>(
    tx,
    `select account_instrument_id, trade_key from trade where account_instrument_id in (${placeholders(ids.length)})`,
    [...ids],
  );
  const storedTrades = new Set(stored.map((row) => `${Number(row.account_instrument_id)}\u0000${row.trade_key}`));
  const groupIds = new Map([...groups].map(([key, group]) => [key, group.id]));
  // Only the trips that are stored trades: fills of no trade would never be read.
  const trips = matchExecutions(executions).roundTrips.filter((trip) => storedTrades.has(`${groupIds.get(groupKeyOf(trip))}\u0000${trip.key}`));
  await insertTradeFills(tx, trips, groupIds).stored;
}
