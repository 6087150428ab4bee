/**
 * Three New York losers of $300, $250 and $100 on one day (-$650, three trades, 100 shares each;
 * New York is the Settings default, est): the day the risk-rule tests breach their limits with.
 */
export const LOSING_DAY = [
  { time: '14:30:00', symbol: 'AAPL', side: 'B', price: '190', qty: 100 },
  { time: '14:40:00', symbol: 'AAPL', side: 'S', price: '187', qty: 100 },
  { time: '15:00:00', symbol: 'MSFT', side: 'B', price: '400', qty: 100 },
  { time: '15:10:00', symbol: 'MSFT', side: 'S', price: '397.5', qty: 100 },
  { time: '16:00:00', symbol: 'AMD', side: 'B', price: '100', qty: 100 },
  { time: '16:10:00', symbol: 'AMD', side: 'S', price: '99', qty: 100 },
] as const;
