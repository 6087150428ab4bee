import Big from 'big.js';
import type { TradeDirection } from '../trade.entity';
import { fitsDecimalColumn, isNegativeDecimal, parseDecimalText, PRICE_COLUMN } from './decimal-text';

/** What a stop is measured against: the trade's side, average entry, size and contract multiplier. */
export interface RiskBasis {
  direction: TradeDirection;
  entryPrice: string;
  quantity: string;
  multiplier: string;
}

/**
 * Why a planned stop cannot be this trade's, in words for the trader, or null when it can. A long
 * trade's stop lies below its entry and a short trade's above it: a stop at the entry risks nothing.
 */
export function stopPriceProblem(stopPrice: string, basis: RiskBasis): string | null {
  const entry = new Big(basis.entryPrice);
  const stop = new Big(stopPrice);
  if (basis.direction === 'LONG' && !stop.lt(entry)) return `The stop of a long trade must be below its entry price (${basis.entryPrice}).`;
  if (basis.direction === 'SHORT' && !stop.gt(entry)) return `The stop of a short trade must be above its entry price (${basis.entryPrice}).`;
  return null;
}

/** The stop as typed ("189.50", "$189.5") as a canonical decimal, or a message saying what is wrong. */
export function parseStopPrice(raw: string): { stopPrice: string } | { problem: string } {
  const stopPrice = parseDecimalText(raw);
  if (stopPrice === null) return { problem: `The stop "${raw.slice(0, 40)}" is not a price.` };
  if (isNegativeDecimal(stopPrice)) return { problem: 'The stop cannot be a negative price.' };
  if (!fitsDecimalColumn(stopPrice, PRICE_COLUMN) || (stopPrice.split('.')[1]?.length ?? 0) > PRICE_COLUMN.scale) {
    return { problem: `The stop must have at most ${PRICE_COLUMN.precision - PRICE_COLUMN.scale} digits before the point and ${PRICE_COLUMN.scale} after it.` };
  }
  return { stopPrice };
}

/** The planned loss, in dollars: |entry - stop| x quantity x multiplier. */
export function initialRisk(stopPrice: string, basis: RiskBasis): Big {
  return new Big(basis.entryPrice).minus(stopPrice).abs().times(basis.quantity).times(basis.multiplier);
}

/**
 * The trade's result in units of its planned risk: net P&L / initial risk, to 4 decimal places
 * (half up). Null without a stop or while the trade is open (an open trade has no result yet).
 */
export function rMultiple(netPnl: string, stopPrice: string | null, basis: RiskBasis & { closed: boolean }): string | null {
  if (stopPrice === null || !basis.closed) return null;
  const risk = initialRisk(stopPrice, basis);
  if (risk.eq(0)) return null;
  return new Big(netPnl).div(risk).round(4, Big.roundHalfUp).toString();
}
