import type { MetricTrade } from './metric-trade';

let sequence = 0;

/**
 * A trade for hand-computed tests: net P&L `pnl`, exiting at `exit` (ISO, UTC), entered a minute
 * earlier unless `entry` is given. Gross is net plus the commission (1 unless given) and fees (0).
 */
export function trade(pnl: string, exit: string | null, options: Partial<MetricTrade> & { entry?: string } = {}): MetricTrade {
  sequence += 1;
  const exitTime = exit === null ? null : Date.parse(exit);
  const entryTime = options.entry ? Date.parse(options.entry) : (exitTime ?? Date.parse('2026-03-02T14:30:00Z')) - 60_000;
  const commission = options.commission ?? '1';
  const fees = options.fees ?? '0';
  return {
    id: String(sequence),
    instrumentId: 1,
    tradeKey: `k${String(sequence).padStart(6, '0')}`,
    symbol: 'AAPL',
    closed: exit !== null,
    entryTime,
    exitTime,
    netPnl: pnl,
    grossPnl: String(Number(pnl) + Number(commission) + Number(fees)),
    commission,
    fees,
    quantity: '100',
    entryPrice: '10',
    multiplier: '1',
    timeGiven: true,
    ...options,
  };
}

/** Exits a minute apart from 2026-03-02 15:00 UTC, in the order given. */
export const minute = (index: number) => new Date(Date.parse('2026-03-02T15:00:00Z') + index * 60_000).toISOString();
