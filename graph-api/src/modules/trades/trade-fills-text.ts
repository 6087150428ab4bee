import { canonicalDecimal } from './domain/decimal-text';
import type { ExecutionSide } from './domain/execution';
import type { RoundTrip, TradeFill } from './matching/round-trips';

/** One fill of a trade as the trade dialog lists it: its part of an execution (a flip's execution is shared by two trades). */
export interface TradeFillFacts {
  executedAt: Date;
  side: ExecutionSide;
  role: TradeFill['role'];
  quantity: string;
  price: string;
  commission: string;
  fees: string;
}

/** A fill as packed: [epoch ms, role, side, quantity, price, commission, fees]. */
type PackedFill = [number, TradeFill['role'], ExecutionSide, string, string, string, string];

/**
 * A trip's fills as stored in trade_fills.fills: a JSON array of arrays, in the order they were
 * matched. The side is written out (an entry goes the trade's way: a long buys; an exit the other).
 */
export function packedFillsOf(trip: Pick<RoundTrip, 'direction' | 'fills'>): string {
  const entrySide: ExecutionSide = trip.direction === 'LONG' ? 'BUY' : 'SELL';
  const exitSide: ExecutionSide = trip.direction === 'LONG' ? 'SELL' : 'BUY';
  return JSON.stringify(
    trip.fills.map(({ executedAtMs, role, quantity, price, commission, fees }): PackedFill => [executedAtMs, role, role === 'entry' ? entrySide : exitSide, quantity, price, commission, fees]),
  );
}

/** The fills packedFillsOf wrote, their numbers as canonical decimal text. */
export function unpackedFills(text: string): TradeFillFacts[] {
  return (JSON.parse(text) as PackedFill[]).map(([executedAtMs, role, side, quantity, price, commission, fees]) => ({
    executedAt: new Date(executedAtMs),
    side,
    role,
    quantity: canonicalDecimal(quantity),
    price: canonicalDecimal(price),
    commission: canonicalDecimal(commission),
    fees: canonicalDecimal(fees),
  }));
}
