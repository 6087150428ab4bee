import { type Candidate, byPnl, candidatesByKey, hasSample, splitTrades } from '../domain/candidate';
import type { PreparedTrade } from '../domain/insight-trade';
import { instrumentNames } from '../../trades';

/** Symbols with a positive or negative edge, long against short, and the analytics' size ranges. */
export function instrumentCandidates(trades: readonly PreparedTrade[]): Candidate[] {
  const candidates = [
    ...candidatesByKey(trades, ({ trade }) => trade.symbol, (symbol) => ({ key: `symbol:${symbol}`, kind: 'symbol', subject: instrumentNames(symbol).label, others: 'trades in other symbols', reported: 'either' })),
    ...candidatesByKey(trades, (trade) => trade.sizeRange, (range) => ({
      key: `size:${range}`,
      kind: 'size',
      subject: `Positions of ${range} at entry`,
      others: 'trades of other sizes',
      reported: 'either',
    })),
  ];
  // One comparison, long against short: both sides are named, so "the rest" is the shorts.
  const sides = splitTrades(trades, ({ trade }) => trade.direction === 'LONG');
  if (hasSample(sides)) candidates.push({ key: 'direction:long', kind: 'direction', subject: 'Long trades', others: 'short trades', reported: 'either', measure: byPnl, ...sides });
  return candidates;
}
