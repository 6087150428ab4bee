import { type ExecutionSide, futureInstrument, ImportFormatError, ImportRowError, type Instrument, InstrumentError, isNegativeDecimal, optionInstrument, parseDecimalText, stockInstrument } from '../../../../trades';
import { cell, type CsvRecord, HeaderIndex } from '../../csv-records';
import type { StatementSection } from './statement-sections';
import { bareSymbol, execTimeInstant, expiryDate } from './tos-values';

/** One leg of one fill as Account Trade History lists it. */
export interface TradeLeg {
  line: number;
  /** Symbol as written, without an exchange suffix: what Cash Balance descriptions name. */
  symbol: string;
  instrument: Instrument;
  side: ExecutionSide;
  quantity: string;
  price: string;
  positionEffect?: 'open' | 'close';
}

/** A fill of one order: a single leg, or every leg of a spread filled together. */
export interface TradeOrder {
  line: number;
  executedAt: Date;
  /** STOCK, SINGLE, VERTICAL, BUTTERFLY, IRON CONDOR…: how Cash Balance names a spread. */
  spread: string;
  legs: TradeLeg[];
}

const POSITION_EFFECTS: Readonly<Record<string, 'open' | 'close'>> = { 'TO OPEN': 'open', 'TO CLOSE': 'close' };

type Columns = Record<'execTime' | 'spread' | 'side' | 'quantity' | 'positionEffect' | 'symbol' | 'expiry' | 'strike' | 'type' | 'price', number>;

export function isTradeHistoryHeader(record: CsvRecord): boolean {
  const header = new HeaderIndex(record);
  return header.has('Exec Time') && header.has('Side') && header.has('Qty') && header.has('Pos Effect') && header.has('Symbol');
}

/**
 * Reads the fills, newest first as the file lists them. A spread's first leg carries the time and
 * the spread name; its other legs leave both empty (and put CREDIT/DEBIT in Net Price), so they
 * belong to the row above.
 */
export function readTradeHistory(section: StatementSection, timeZone: string): TradeOrder[] {
  const [headerRecord, ...rows] = section.records;
  if (!headerRecord || !isTradeHistoryHeader(headerRecord)) {
    throw new ImportFormatError(`The Account Trade History section (line ${section.titleLine}) has no ",Exec Time,Spread,Side,Qty,Pos Effect,Symbol…" header.`);
  }
  const columns = columnsOf(new HeaderIndex(headerRecord, 'The Account Trade History'));
  const orders: TradeOrder[] = [];
  for (const record of rows) {
    if (cell(record, columns.execTime) === 'Exec Time') continue; // header repeated
    const execTime = cell(record, columns.execTime);
    if (execTime === '') {
      const order = orders[orders.length - 1];
      if (!order) throw new ImportRowError(record.line, 'Exec Time is empty and there is no order above for this leg to belong to');
      order.legs.push(legOf(record, columns, order.executedAt, order.spread));
      continue;
    }
    const executedAt = execTimeInstant(execTime, timeZone);
    if (!executedAt) throw new ImportRowError(record.line, `Exec Time "${execTime}" is not a date and time (M/D/YY HH:MM:SS)`);
    const spread = cell(record, columns.spread).toUpperCase();
    orders.push({ line: record.line, executedAt, spread, legs: [legOf(record, columns, executedAt, spread)] });
  }
  return orders;
}

function columnsOf(header: HeaderIndex): Columns {
  return {
    execTime: header.column('Exec Time'),
    spread: header.optionalColumn('Spread'),
    side: header.column('Side'),
    quantity: header.column('Qty'),
    positionEffect: header.optionalColumn('Pos Effect'),
    symbol: header.column('Symbol'),
    expiry: header.column('Exp'),
    strike: header.column('Strike'),
    type: header.column('Type'),
    price: header.column('Price'),
  };
}

/** `spread` is the order's (a spread's later legs leave their own Spread cell empty). */
function legOf(record: CsvRecord, columns: Columns, executedAt: Date, spread: string): TradeLeg {
  const fail = (reason: string) => new ImportRowError(record.line, reason);
  const rawSide = cell(record, columns.side);
  const side = rawSide.toUpperCase() === 'BUY' ? 'BUY' : rawSide.toUpperCase() === 'SELL' ? 'SELL' : null;
  if (!side) throw fail(`Unknown side "${rawSide}" (expected BUY or SELL)`);
  const rawQuantity = cell(record, columns.quantity);
  const signed = parseDecimalText(rawQuantity);
  if (signed === null || signed === '0') throw fail(`Qty "${rawQuantity}" is not a number of shares or contracts`);
  // The sign repeats the side (+500 BUY, -500 SELL); a disagreement means the row is not what it seems.
  if (/^[+-]/.test(rawQuantity) && isNegativeDecimal(signed) !== (side === 'SELL')) throw fail(`Qty "${rawQuantity}" contradicts side ${side}`);
  const rawPrice = cell(record, columns.price);
  const price = parseDecimalText(rawPrice);
  if (price === null || isNegativeDecimal(price)) throw fail(`Price "${rawPrice}" is not a price`);
  const symbol = bareSymbol(cell(record, columns.symbol));
  let instrument: Instrument;
  try {
    instrument = instrumentOf(record, columns, symbol, executedAt.getUTCFullYear(), spread);
  } catch (error) {
    if (error instanceof InstrumentError) throw fail(error.message);
    throw error;
  }
  return {
    line: record.line,
    symbol,
    instrument,
    side,
    quantity: isNegativeDecimal(signed) ? signed.slice(1) : signed,
    price,
    positionEffect: POSITION_EFFECTS[cell(record, columns.positionEffect).toUpperCase()],
  };
}

/**
 * `tradeYear` settles one-digit futures years (/ESZ4). Some statements leave a stock fill's Type
 * cell empty; its order's Spread, STOCK, still says what it is.
 */
function instrumentOf(record: CsvRecord, columns: Columns, symbol: string, tradeYear: number, spread: string): Instrument {
  const type = cell(record, columns.type).toUpperCase();
  if (type === 'STOCK' || type === 'ETF' || (type === '' && spread === 'STOCK')) return stockInstrument(symbol);
  if (type === '') throw new InstrumentError(`Type is empty and Spread "${spread}" does not say what was traded (expected a Type of STOCK, ETF, CALL, PUT or FUTURE)`);
  if (type === 'FUTURE') return futureInstrument(symbol, tradeYear);
  if (type !== 'CALL' && type !== 'PUT') {
    throw new InstrumentError(`Type "${cell(record, columns.type)}" is not supported (expected STOCK, ETF, CALL, PUT or FUTURE)`);
  }
  if (symbol.startsWith('/')) throw new InstrumentError(`Options on futures (${symbol}) are not supported yet`);
  const expiry = expiryDate(cell(record, columns.expiry));
  if (!expiry) throw new InstrumentError(`Exp "${cell(record, columns.expiry)}" is not an expiry date (like 27 MAR 26)`);
  const strike = parseDecimalText(cell(record, columns.strike));
  if (strike === null || isNegativeDecimal(strike) || strike === '0') throw new InstrumentError(`Strike "${cell(record, columns.strike)}" is not a strike price`);
  return optionInstrument({ underlying: symbol, expiry, strike, right: type === 'CALL' ? 'C' : 'P' });
}
