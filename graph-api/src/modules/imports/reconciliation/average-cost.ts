import Big from 'big.js';
import type { RoundTrip } from '../../trades';
import { micros } from './money-micros';

/**
 * What booking the trade's closes against the position's average cost would realize, less what
 * FIFO (the journal's rule, docs/analytics-and-insights.md) realized: gross, in millionths. Over a
 * trade closed flat the two agree; they differ while part of a scaled-in position is still open,
 * which is why a broker that books average cost (docs/importing.md) can state another P&L.
 */
export function averageCostDelta(trip: RoundTrip): bigint {
  const sign = trip.direction === 'LONG' ? 1 : -1;
  let held = new Big(0);
  let cost = new Big(0);
  let realized = new Big(0);
  for (const fill of [...trip.fills].sort((a, b) => a.executedAtMs - b.executedAtMs)) {
    if (fill.role === 'entry') {
      held = held.plus(fill.quantity);
      cost = cost.plus(new Big(fill.quantity).times(fill.price));
      continue;
    }
    if (held.eq(0)) continue;
    const averagePrice = cost.div(held);
    realized = realized.plus(new Big(fill.price).minus(averagePrice).times(fill.quantity).times(sign));
    cost = cost.minus(averagePrice.times(fill.quantity));
    held = held.minus(fill.quantity);
  }
  return micros(realized.times(trip.instrument.multiplier).toFixed(6)) - micros(trip.grossPnl);
}
