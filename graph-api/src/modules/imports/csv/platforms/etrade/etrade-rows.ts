import Big from 'big.js';
import { assignmentKindOf, canonicalDecimal, type ExecutionSide, type ImportedExecution, ImportRowError, type Instrument, InstrumentError, isNegativeDecimal, isValidWallClock, parseDecimalText, stockInstrument, unmarkedSaleEffect } from '../../../../trades';
import { cell, type CsvRecord } from '../../csv-records';
import type { EtradeColumns } from './etrade-layouts';
import { etradeOption } from './etrade-options';

/** A row that is a fill: a trade, or an option leaving the account (expired, assigned, exercised) at no price. */
export interface EtradeFill extends Pick<ImportedExecution, 'line' | 'instrument' | 'side' | 'quantity' | 'price' | 'commission' | 'fees' | 'positionEffect' | 'statedAmount' | 'closeKind'> {
  kind: 'trade' | 'untyped trade' | 'option event';
  /** YYYY-MM-DD the fill happened: the row's date, or the expiry when an expiration is booked later. */
  date: string;
  /** Amount is further from Quantity × Price than fees explain (a wrong multiplier, a correction). */
  amountMismatch: boolean;
}

export type EtradeRow =
  | { kind: 'fill'; listedDate: string; fill: EtradeFill }
  | { kind: 'skipped'; line: number; listedDate: string; label: string }
  /** Text under the table (disclaimers, "Total" notes): no date, no numbers. */
  | { kind: 'note' };

/**
 * `plainSale`: a sale E*TRADE did not word as short ("Sold Short" is its wording for those): it
 * sells shares held, so it closes (see unmarkedSaleEffect).
 */
type TradeType = { side: ExecutionSide; positionEffect?: 'open' | 'close'; plainSale?: true };
/** A Map, not an object: a type read from the file must never reach Object.prototype ("constructor"). */
const TRADE_TYPES: ReadonlyMap<string, TradeType> = new Map<string, TradeType>([
  ['bought', { side: 'BUY' }],
  ['buy', { side: 'BUY' }],
  ['bought to open', { side: 'BUY', positionEffect: 'open' }],
  ['bought to cover', { side: 'BUY', positionEffect: 'close' }],
  ['bought to close', { side: 'BUY', positionEffect: 'close' }],
  ['sold', { side: 'SELL', plainSale: true }],
  ['sell', { side: 'SELL', plainSale: true }],
  ['sold short', { side: 'SELL', positionEffect: 'open' }],
  ['sold to open', { side: 'SELL', positionEffect: 'open' }],
  ['sold to close', { side: 'SELL', positionEffect: 'close' }],
]);
const OPTION_EVENTS = new Set(['option expired', 'expired', 'option assigned', 'assigned', 'option exercised', 'exercised']);
/** Classic files have been seen with "0" in TransactionType on every row, trades included. */
const UNTYPED = new Set(['0', '']);
/** Securities whose trades are not positions a trading journal follows (bond prices are per 100 face). */
const NOT_TRADED = new Set(['BOND', 'MMF']);

export function readRow(record: CsvRecord, columns: EtradeColumns): EtradeRow {
  const text = (position: number) => {
    const value = cell(record, position);
    return value === '--' ? '' : value;
  };
  const listedDate = tradeDate(text(columns.date));
  if (!listedDate) {
    if ([columns.quantity, columns.price, columns.amount].some((position) => parseDecimalText(text(position)) !== null)) {
      throw new ImportRowError(record.line, `Date "${text(columns.date)}" is not a date (MM/DD/YY)`);
    }
    return { kind: 'note' };
  }
  const type = text(columns.type).replace(/\s+/g, ' ');
  const row = new RowReader(record, columns, text, listedDate);
  const trade = TRADE_TYPES.get(type.toLowerCase());
  if (trade) return NOT_TRADED.has(row.securityType) ? row.skipped(`${type} ${row.securityType}`) : row.fill(row.trade('trade', trade.side, trade.positionEffect, trade.plainSale));
  if (OPTION_EVENTS.has(type.toLowerCase())) return row.fill(row.optionEvent(type));
  if (UNTYPED.has(type)) return row.untyped();
  return row.skipped(type);
}

/** MM/DD/YY or MM/DD/YYYY → YYYY-MM-DD; null when not a real date. */
function tradeDate(text: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text);
  if (!match) return null;
  const year = match[3]!.length === 2 ? 2000 + Number(match[3]) : Number(match[3]);
  const [month, day] = [Number(match[1]), Number(match[2])];
  if (!isValidWallClock({ year, month, day, hour: 0, minute: 0, second: 0 })) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

class RowReader {
  readonly securityType: string;

  constructor(
    private readonly record: CsvRecord,
    private readonly columns: EtradeColumns,
    private readonly text: (position: number) => string,
    private readonly listedDate: string,
  ) {
    this.securityType = text(columns.securityType).toUpperCase();
  }

  fill(fill: EtradeFill): EtradeRow {
    return { kind: 'fill', listedDate: this.listedDate, fill };
  }

  skipped(label: string): EtradeRow {
    return { kind: 'skipped', line: this.record.line, listedDate: this.listedDate, label };
  }

  trade(kind: EtradeFill['kind'], side: ExecutionSide, positionEffect?: 'open' | 'close', plainSale = false): EtradeFill {
    const quantity = this.number(this.columns.quantity, 'Quantity');
    if (quantity === null || quantity === '0') throw this.fail(`Quantity "${this.text(this.columns.quantity)}" is not a number of shares or contracts`);
    const price = this.number(this.columns.price, 'Price');
    if (price === null || isNegativeDecimal(price)) throw this.fail(`Price "${this.text(this.columns.price)}" is not a price`);
    const instrument = this.instrument();
    return this.fillOf(kind, instrument, side, absolute(quantity), price, positionEffect ?? (plainSale ? unmarkedSaleEffect(instrument) : undefined));
  }

  /** Expired, assigned or exercised: the contract leaves at no price; Quantity's sign is the change to the position. */
  optionEvent(type: string): EtradeFill {
    const instrument = this.option();
    if (!instrument?.option) throw this.fail(`${type} names no option ("${this.text(this.columns.description)}")`);
    const quantity = this.number(this.columns.quantity, 'Quantity');
    if (quantity === null || quantity === '0') throw this.fail(`Quantity "${this.text(this.columns.quantity)}" does not say how many contracts left the account`);
    const fill = this.fillOf('option event', instrument, isNegativeDecimal(quantity) ? 'SELL' : 'BUY', absolute(quantity), '0', 'close');
    // Expirations are booked on the next business day; the contract stopped existing on its expiry.
    const expiry = instrument.option.expiry;
    if (/expire/i.test(type) && expiry < fill.date) return { ...fill, date: expiry };
    const closeKind = assignmentKindOf(type);
    return closeKind ? { ...fill, closeKind } : fill;
  }

  /** A row whose type is "0": a trade when it has a symbol, a price and cash moving against the quantity. */
  untyped(): EtradeRow {
    const quantity = this.number(this.columns.quantity, 'Quantity') ?? '0';
    const price = this.number(this.columns.price, 'Price');
    const amount = this.number(this.columns.amount, 'Amount');
    const moving = quantity !== '0';
    const priced = price !== null && price !== '0' && !isNegativeDecimal(price);
    const cashAgainstQuantity = amount === null || amount === '0' || isNegativeDecimal(amount) !== isNegativeDecimal(quantity);
    const description = this.text(this.columns.description).replace(/\s+/g, ' ');
    if (moving && priced && cashAgainstQuantity && this.text(this.columns.symbol) !== '' && !NOT_TRADED.has(this.securityType)) {
      return this.fill(this.trade('untyped trade', isNegativeDecimal(quantity) ? 'SELL' : 'BUY'));
    }
    if (moving && !priced && (amount === null || amount === '0') && this.option()) return this.fill(this.optionEvent('Option event'));
    return this.skipped(description || this.text(this.columns.symbol) || 'row without a type');
  }

  private fillOf(kind: EtradeFill['kind'], instrument: Instrument, side: ExecutionSide, quantity: string, price: string, positionEffect?: 'open' | 'close'): EtradeFill {
    const commission = this.number(this.columns.commission, 'Commission') ?? '0';
    const amount = this.number(this.columns.amount, 'Amount');
    const gross = new Big(quantity).times(price).times(instrument.multiplier);
    // Amount is the cash that moved: price × quantity with commission and regulatory fees (and the
    // rounding of an average price) folded in. Whatever commission does not explain is a fee, so the
    // journal's net P&L adds up to the broker's cash. Some rows' Amount leaves the commission out:
    // what commission does not explain is then below 0. E*TRADE writes no rebates, so that is no
    // negative fee cancelling the commission the row states: the fees are what Amount holds beyond
    // price × quantity alone, and never below 0.
    const beyondGross = amount === null ? new Big(0) : side === 'BUY' ? new Big(amount).neg().minus(gross) : gross.minus(amount);
    const unexplained = beyondGross.minus(commission);
    const fees = unexplained.gte(0) ? unexplained : beyondGross.gt(0) ? beyondGross : new Big(0);
    return {
      kind,
      line: this.record.line,
      date: this.listedDate,
      instrument,
      side,
      quantity,
      price,
      commission,
      fees: canonicalDecimal(fees.toFixed()),
      ...(positionEffect ? { positionEffect } : {}),
      // An option leaving the account at no price moved no cash, whether Amount says 0 or nothing.
      ...(amount !== null ? { statedAmount: amount } : kind === 'option event' ? { statedAmount: '0' } : {}),
      amountMismatch: unexplained.abs().gt(gross.times('0.01').plus(1)),
    };
  }

  private instrument(): Instrument {
    const option = this.option();
    if (option) return option;
    if (this.securityType === 'OPTN') throw this.fail(`Option "${this.text(this.columns.symbol)}" could not be read (expected like "NVDA Dec 13 '24 $150 Put")`);
    const symbol = this.text(this.columns.symbol);
    if (symbol === '') throw this.fail('Symbol is empty');
    return this.guarded(() => stockInstrument(symbol));
  }

  private option(): Instrument | null {
    return this.guarded(() => etradeOption(this.text(this.columns.symbol), this.text(this.columns.description)));
  }

  private guarded<T>(build: () => T): T {
    try {
      return build();
    } catch (error) {
      if (error instanceof InstrumentError) throw this.fail(error.message);
      throw error;
    }
  }

  /** The column's number; null when blank; a row error when it is text. */
  private number(position: number, label: string): string | null {
    const raw = this.text(position);
    if (raw === '') return null;
    const value = parseDecimalText(raw);
    if (value === null) throw this.fail(`${label} "${raw}" is not a number`);
    return value;
  }

  private fail(reason: string): ImportRowError {
    return new ImportRowError(this.record.line, reason);
  }
}

function absolute(value: string): string {
  return isNegativeDecimal(value) ? value.slice(1) : value;
}
