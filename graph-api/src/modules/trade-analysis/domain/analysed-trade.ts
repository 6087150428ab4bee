import type { TradeDirection } from '../../trades';

/** What the engine reads of a trade: its side, prices, times, size and the trader's planned stop. */
export interface AnalysedTrade {
  symbol: string;
  direction: TradeDirection;
  entryPrice: string;
  /** Null while the trade is open. */
  exitPrice: string | null;
  entryTime: Date;
  exitTime: Date | null;
  quantity: string;
  multiplier: string;
  netPnl: string;
  stopPrice: string | null;
}

/** How the engine writes numbers: prices as they are, dollars to cents, R to hundredths, percents to tenths. */
export const dollars = (value: { toFixed(dp: number): string }) => value.toFixed(2);
export const rUnits = (value: { toFixed(dp: number): string }) => value.toFixed(2);
export const percent = (value: { toFixed(dp: number): string }) => value.toFixed(1);
