import type { BreakdownTrade } from './bucket-stats';

let sequence = 0;

/**
 * A closed AAPL long for hand-computed tests: 100 shares at `entryPrice` unless told, no stop, no
 * tags; each call gets the next id, and trade keys sort in the order the trades were made.
 */
export function closedTrade(entry: string, exit: string, netPnl: string, options: Partial<BreakdownTrade> = {}): BreakdownTrade {
  sequence += 1;
  return {
    id: String(sequence),
    instrumentId: 1,
    tradeKey: `k${String(sequence).padStart(5, '0')}`,
    symbol: 'AAPL',
    closed: true,
    entryTime: Date.parse(entry),
    exitTime: Date.parse(exit),
    netPnl,
    grossPnl: netPnl,
    commission: '0',
    fees: '0',
    quantity: '100',
    entryPrice: '10',
    multiplier: '1',
    timeGiven: true,
    direction: 'LONG',
    stopPrice: null,
    setupTags: [],
    mistakeTags: [],
    ...options,
  };
}
