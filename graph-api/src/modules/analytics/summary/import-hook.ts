import type { EntityManager } from '@mikro-orm/core';
import { groupKeyOf } from '../../trades/domain/execution';
import type { RoundTrip } from '../../trades/matching/round-trips';
import type { MetricTrade } from '../domain/metric-trade';
import { refreshSummaryAfterRebuild } from './summary-store';

/**
 * The import's one call, in its transaction, after it inserted the round trips: the account
 * instruments it rebuilt (`rebuiltGroups`, by group key; `groupIds` gives their ids) now hold
 * `roundTrips`, and the summary follows.
 */
export async function refreshTradeSummary(
  em: EntityManager,
  userId: number,
  rebuiltGroups: Iterable<string>,
  groupIds: ReadonlyMap<string, number>,
  roundTrips: readonly RoundTrip[],
): Promise<void> {
  const rebuilt = new Map<number, MetricTrade[]>([...rebuiltGroups].map((key) => [groupIds.get(key)!, []]));
  let previous: RoundTrip | null = null;
  let trades: MetricTrade[] = [];
  let instrumentId = 0;
  for (const trip of roundTrips) {
    // Trips come group by group: the key is looked up where the group changes only.
    if (previous === null || trip.instrument !== previous.instrument || trip.accountId !== previous.accountId) {
      instrumentId = groupIds.get(groupKeyOf(trip))!;
      trades = rebuilt.get(instrumentId)!;
    }
    previous = trip;
    trades.push(metricTradeOfTrip(trip, instrumentId));
  }
  await refreshSummaryAfterRebuild(em, userId, rebuilt);
}

function metricTradeOfTrip(trip: RoundTrip, instrumentId: number): MetricTrade {
  return {
    id: '',
    instrumentId,
    tradeKey: trip.key,
    symbol: trip.instrument.symbol,
    closed: trip.status === 'closed',
    entryTime: trip.entryTime.getTime(),
    exitTime: trip.status === 'closed' && trip.exitTime ? trip.exitTime.getTime() : null,
    netPnl: trip.netPnl,
    grossPnl: trip.grossPnl,
    commission: trip.commission,
    fees: trip.fees,
    quantity: trip.quantity,
    entryPrice: trip.entryPrice,
    multiplier: trip.instrument.multiplier,
  };
}
