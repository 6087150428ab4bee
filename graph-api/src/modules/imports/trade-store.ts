import type { EntityManager } from '@mikro-orm/core';
import type { RoundTrip } from '../trades/matching/round-trips';
import { type ExecutionGroup } from './execution-store';
import { insertRows, runSql, type SqlValue } from './sql-batches';

const TRADE_COLUMNS = [
  'user_id', 'trade_key', 'platform', 'account_id', 'symbol', 'asset_class', 'multiplier', 'direction', 'quantity', 'closed_quantity',
  'entry_price', 'exit_price', 'entry_time', 'exit_time', 'status', 'gross_pnl', 'commission', 'fees', 'net_pnl', 'execution_count',
] as const;

/** Trade keys are unique per user: the platform prefix keeps two platforms' execution keys apart. */
export const tradeKeyOf = (platform: string, roundTrip: RoundTrip) => `${platform}:${roundTrip.key}`;

// Groups per DELETE: a file re-imported over 800 groups took 800 statements one at a time.
const GROUPS_PER_DELETE = 500;

/** Removes the derived trades of groups about to be rebuilt from all their executions. */
export async function deleteGroupTrades(em: EntityManager, userId: number, platform: string, groups: readonly ExecutionGroup[]): Promise<void> {
  for (let start = 0; start < groups.length; start += GROUPS_PER_DELETE) {
    const chunk = groups.slice(start, start + GROUPS_PER_DELETE);
    await runSql(
      em,
      `delete from trade where user_id = ? and platform = ? and (account_id, symbol) in (${chunk.map(() => '(?, ?)').join(', ')})`,
      [userId, platform, ...chunk.flatMap(({ accountId, symbol }) => [accountId, symbol])],
    );
  }
}

export async function insertTrades(em: EntityManager, userId: number, platform: string, roundTrips: readonly RoundTrip[]): Promise<void> {
  await insertRows(em, 'trade', TRADE_COLUMNS, roundTrips, (trip): SqlValue[] => [
    userId, tradeKeyOf(platform, trip), platform, trip.accountId, trip.instrument.symbol, trip.instrument.assetClass, trip.instrument.multiplier,
    trip.direction, trip.quantity, trip.closedQuantity, trip.entryPrice, trip.exitPrice, trip.entryTime, trip.exitTime, trip.status,
    trip.grossPnl, trip.commission, trip.fees, trip.netPnl, trip.fills.length,
  ]);
}
