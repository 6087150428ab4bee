import type { EntityManager } from '@mikro-orm/core';
import { groupKeyOf, type RoundTrip } from '../../trades';
import type { MetricTrade } from '../domain/metric-trade';
import type { Pacing } from './paced-work';
import type { InTransactionHook } from '../../imports';
import { readSummaryBefore, type SummaryAfter, summaryAfter, type SummaryBefore, writeSummary } from './summary-refresh';

/**
 * Keeps the summary following the account instruments each import rebuilds, in the import's
 * transaction (services.ts registers it with ImportService.followInTransaction): the summary's rows
 * of those instruments are read before the import writes anything, worked out again (no database)
 * while its rows are on their way to the server, and written once its round trips are stored.
 */
export const summaryFollowsImports: InTransactionHook = {
  async before(tx, userId, rebuiltIds) {
    if (rebuiltIds.length === 0) return null;
    const before = await readSummaryBefore(tx, userId, rebuiltIds);
    return {
      async after(groupIds, roundTrips, pacing) {
        const after = await summaryAfterImport(before, groupIds, roundTrips, pacing);
        return (write) => writeImportSummary(write, after);
      },
    };
  },
};

/**
 * The summary's rows once the rebuilt instruments hold `roundTrips` (`groupIds`: the id of each
 * group key); `in-slices` lets the import's statements go on meanwhile (see Pacing).
 */
async function summaryAfterImport(before: SummaryBefore | null, groupIds: ReadonlyMap<string, number>, roundTrips: readonly RoundTrip[], pacing: Pacing): Promise<SummaryAfter | null> {
  if (before === null) return null;
  const rebuilt = new Map<number, MetricTrade[]>(before.rebuiltIds.map((id) => [id, []]));
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
  return summaryAfter(before, rebuilt, pacing);
}

async function writeImportSummary(em: EntityManager, after: SummaryAfter | null): Promise<void> {
  if (after !== null) await writeSummary(em, after);
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
    timeGiven: trip.timeGiven,
  };
}
