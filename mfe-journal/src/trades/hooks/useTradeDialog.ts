import { useState } from 'react';
import type { TradeRow } from '../utils/tradeRow';

/** Which trade's dialog is open (any trade row on the page opens it). */
export function useTradeDialog() {
  const [trade, setTrade] = useState<TradeRow | null>(null);
  return { trade, open: setTrade, close: () => setTrade(null) };
}
