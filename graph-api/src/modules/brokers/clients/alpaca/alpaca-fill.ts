import { brokerOrderIdOf, cryptoInstrument, type ExecutionSide, type ImportedExecution, type Instrument, InstrumentError, isNegativeDecimal, isZeroDecimal, parseDecimalText, parseOccSymbol, type PositionEffect, stockInstrument, unmarkedSaleEffect } from '../../../trades';
import { BrokerApiError } from '../broker-api-error';
import { asRecord, textOf } from '../json-values';

/** A FILL activity as Alpaca's account activities endpoint answers it (numbers are strings). */
export interface AlpacaFillActivity {
  id: string;
  activity_type: string;
  transaction_time: string;
  /** 'fill' or 'partial_fill': both are one execution each. */
  type: string;
  price: string;
  qty: string;
  side: string;
  symbol: string;
  order_id?: string;
  cum_qty?: string;
  leaves_qty?: string;
}

const SIDES: Readonly<Record<string, ExecutionSide>> = { buy: 'BUY', sell: 'SELL', sell_short: 'SELL' };

/** The activity's id, checked: it is the page token and the dedupe key. */
export function activityIdOf(item: unknown, position: number): string {
  const id = textOf(asRecord(item)?.id);
  if (!id) throw new BrokerApiError('bad_response', `Alpaca sent activity number ${position} without an id.`);
  return id;
}

/** True for FILL activities (the endpoint answers only those, but the generic one mixes types). */
export function isFillActivity(item: unknown): boolean {
  return textOf(asRecord(item)?.activity_type)?.toUpperCase() === 'FILL';
}

/** One FILL activity as an execution; anything missing or unreadable is a 'bad_response' naming the activity. */
export function executionOfFill(item: unknown, position: number): ImportedExecution {
  const activity = asRecord(item) ?? {};
  const id = activityIdOf(item, position);
  const bad = (what: string) => new BrokerApiError('bad_response', `Alpaca fill ${id}: ${what}.`);
  const field = (name: string) => textOf(activity[name]) ?? '';

  const quantity = parseDecimalText(field('qty'));
  if (quantity === null || isZeroDecimal(quantity) || isNegativeDecimal(quantity)) throw bad(`quantity "${field('qty')}" is not a positive number`);
  const price = parseDecimalText(field('price'));
  if (price === null || isNegativeDecimal(price)) throw bad(`price "${field('price')}" is not a price`);
  const executedAt = new Date(field('transaction_time'));
  if (!field('transaction_time') || Number.isNaN(executedAt.getTime())) throw bad(`time "${field('transaction_time')}" is not a time`);
  const side = SIDES[field('side')];
  if (!side) throw bad(`side "${field('side')}" is unknown`);

  let instrument: Instrument;
  try {
    instrument = instrumentOf(field('symbol'));
  } catch (error) {
    if (error instanceof InstrumentError) throw bad(error.message);
    throw error;
  }
  // Alpaca charges no commission on fills and reports regulatory fees as separate activities.
  const positionEffect = positionEffectOf(field('side'), instrument);
  return {
    line: position, accountId: '', instrument, side, quantity, price, commission: '0', fees: '0', executedAtMs: executedAt.getTime(), externalId: id,
    // Stored with the fill; grouping reads Alpaca's as naming one leg (trades' groupingOrderIdOf).
    ...brokerOrderIdOf(field('order_id')),
    ...(positionEffect ? { positionEffect } : {}),
  };
}

/** Alpaca marks short sales (sell_short): its plain sell of shares or coins closes (see unmarkedSaleEffect). */
function positionEffectOf(side: string, instrument: Instrument): PositionEffect | undefined {
  if (side === 'sell_short') return 'open';
  return side === 'sell' ? unmarkedSaleEffect(instrument) : undefined;
}

/** Crypto pairs are written "BTC/USD"; options as compact OCC symbols ("AAPL240119C00190000"). */
function instrumentOf(symbol: string): Instrument {
  if (symbol.includes('/')) return cryptoInstrument(symbol);
  return parseOccSymbol(symbol) ?? stockInstrument(symbol);
}
