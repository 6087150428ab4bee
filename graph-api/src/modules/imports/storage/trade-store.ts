import type { EntityManager } from '@mikro-orm/core';
import { groupKeyOf, isManualFillId, packedFillsOf, type RoundTrip, storeRMultiples } from '../../trades';
import { type SqlValue, startInsertingRows, type StoringRows } from '../../../db/bulk-insert/insert-rows';
import { placeholders, runSql } from '../../../db/raw-sql';

const TRADE_COLUMNS = [
  'user_id', 'account_instrument_id', 'trade_key', 'direction', 'quantity', 'closed_quantity', 'entry_price', 'exit_price', 'entry_time', 'exit_time',
  'status', 'exit_kind', 'gross_pnl', 'commission', 'fees', 'net_pnl', 'execution_count', 'manual_fills', 'time_given',
  'entry_order_id', 'symbol', 'hold_ms',
] as const;

// Groups per DELETE: a file re-imported over 800 groups took 800 statements one at a time.
const GROUPS_PER_DELETE = 500;

/** Removes the derived trades, and their fills, of the account instruments (ids) about to be rebuilt from all their executions. */
export async function deleteGroupTrades(em: EntityManager, groupIds: readonly number[]): Promise<void> {
  for (let start = 0; start < groupIds.length; start += GROUPS_PER_DELETE) {
    const chunk = groupIds.slice(start, start + GROUPS_PER_DELETE);
    await runSql(em, `delete from trade_fills where account_instrument_id in (${placeholders(chunk.length)})`, chunk);
    await runSql(em, `delete from trade where account_instrument_id in (${placeholders(chunk.length)})`, chunk);
  }
}

/**
 * Stores round trips; `groupIds` holds the account instrument id of each group key. A trip's key
 * (from its opening execution's dedupe key) is unique within its account instrument, as the
 * trade_key index has it. As for insertExecutions, the transaction must hold what the rows
 * reference: the account instruments, and the user (held once a row referencing it, the import's,
 * is stored); and as there, the answer comes once the rows are sent (see StoringRows).
 */
export function insertTrades(em: EntityManager, userId: number, roundTrips: readonly RoundTrip[], groupIds: ReadonlyMap<string, number>): StoringRows {
  const groupIdOf = groupIdReader(groupIds);
  const rows = startInsertingRows(em, 'trade', TRADE_COLUMNS, roundTrips, (trip): SqlValue[] => [
    userId, groupIdOf(trip), trip.key, trip.direction, trip.quantity, trip.closedQuantity, trip.entryPrice, trip.exitPrice,
    trip.entryTime, trip.exitTime, trip.status, trip.exitKind, trip.grossPnl, trip.commission, trip.fees, trip.netPnl, trip.fills.length, manualFillsOf(trip), trip.timeGiven ? 1 : 0,
    trip.entryOrderId,
    // The history's sort keys: the group's symbol, and the hold time (null while open).
    trip.instrument.symbol, trip.exitTime === null ? null : trip.exitTime.getTime() - trip.entryTime.getTime(),
  ], { referencesHeld: true });
  // A rebuilt trade whose journal holds a stop gets its R-multiple back, the history's R sort key.
  const stored = rows.stored.then(() => storeRMultiples(em, userId, { accountInstrumentIds: [...new Set(roundTrips.map(groupIdOf))], onlyWithStop: true }));
  // Awaited by the caller after other work: until then a failure must not count as unhandled (Node would end the process).
  stored.catch(() => undefined);
  return { sent: rows.sent, stored };
}

/** How many of a trip's fills were entered by hand (docs/journal.md, manual trades); most trips have none. */
function manualFillsOf(trip: RoundTrip): number {
  let count = 0;
  for (const fill of trip.fills) if (isManualFillId(fill.executionId)) count += 1;
  return count;
}

const TRADE_FILLS_COLUMNS = ['account_instrument_id', 'trade_key', 'fills'] as const;

/**
 * Stores the fills of round trips (the trade dialog's and the history's `fills`), a row per trip,
 * so a trade's are read rather than matched again on every request; written with the trips, in
 * the same transaction, under the same conditions as insertTrades (the account instruments held).
 */
export function insertTradeFills(em: EntityManager, roundTrips: readonly RoundTrip[], groupIds: ReadonlyMap<string, number>): StoringRows {
  const groupIdOf = groupIdReader(groupIds);
  return startInsertingRows(em, 'trade_fills', TRADE_FILLS_COLUMNS, roundTrips, (trip): SqlValue[] => [groupIdOf(trip), trip.key, packedFillsOf(trip)], { referencesHeld: true });
}

/**
 * The account instrument id of a trip. Trips come group by group, sharing their group's account and
 * instrument objects: the key is built and looked up only when they change, not for every trip.
 */
function groupIdReader(groupIds: ReadonlyMap<string, number>): (trip: RoundTrip) => number {
  let previous: RoundTrip | null = null;
  let id = 0;
  return (trip) => {
    if (previous === null || trip.instrument !== previous.instrument || trip.accountId !== previous.accountId) id = groupIds.get(groupKeyOf(trip))!;
    previous = trip;
    return id;
  };
}
