import type { DemoInstrument } from './demo-instruments';
import type { TradingDay } from './trading-days';

export type Direction = 'long' | 'short';

/** Setups the demo trader names (setup tags), with the edge each gives the trader's timing. */
export const SETUPS = ['Opening range breakout', 'Gap and go', 'VWAP reclaim', 'Pullback to 9 EMA', 'Trend continuation', 'Fading the move'] as const;
export type Setup = (typeof SETUPS)[number];

/** Mistakes the trader owns up to (mistake tags). */
export const MISTAKES = ['Chased entry', 'Moved stop', 'Early exit', 'Revenge trade', 'Oversized', 'Overtrading'] as const;
export type Mistake = (typeof MISTAKES)[number];

/** One execution as the broker reports it. */
export interface DemoFill {
  timeMs: number;
  side: 'BUY' | 'SELL';
  quantity: number;
  priceCents: number;
  /** Opening or closing fill (IBKR's Open/CloseIndicator). */
  opens: boolean;
  orderId: number;
  /** The minute of the session it happened in, so its candle can be checked. */
  minute: number;
}

export type ExitReason = 'stop' | 'target' | 'time' | 'early' | 'close';

/** A round trip of the demo trader: what was done, and what the trader wrote about it. */
export interface DemoTrade {
  instrument: DemoInstrument;
  day: TradingDay;
  direction: Direction;
  /** The setup traded; the trader tagged it only when `setupTagged`. */
  setup: Setup;
  setupTagged: boolean;
  mistakes: Mistake[];
  /** The stop planned at entry (cents); written in the journal only when `stopRecorded`. */
  stopCents: number;
  stopRecorded: boolean;
  fills: DemoFill[];
  entryMinute: number;
  exitMinute: number;
  exitReason: ExitReason;
  scaledOut: boolean;
  addedTo: boolean;
  notes: string | null;
  /** Price P&L over the planned risk of the first entry: how the trader saw the trade (costs aside). */
  resultR: number;
}

export const signOf = (direction: Direction) => (direction === 'long' ? 1 : -1);

/** Cents as a price: 12840 → "128.40", 555425 → "5554.25". */
export function priceText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}
