import { absDecimal, brokerOrderIdOf, type ExecutionSide, type ImportedExecution, ImportRowError, type Instrument, InstrumentError, isNegativeDecimal, parseDecimalText, ibkrAssignmentKindOf } from '../../../../trades';
import { cell, type CsvRecord } from '../../csv-records';
import type { FlexColumns } from './flex-columns';
import { type CalendarDate, readFlexDate, readFlexDateTime, type SlashOrder } from './flex-dates';
import { type FlexContractFields, flexInstrumentOf, IMPORTED_ASSET_CLASSES } from './flex-instruments';

/**
 * One row of a Flex Trades section:
 * - only `EXECUTION` rows are fills (Activity Flex can add ORDER, SYMBOL_SUMMARY and CLOSED_LOT rows);
 * - `BUY (Ca.)` / `SELL (Ca.)` or the code `Ca` mark a cancelled trade;
 * - Quantity is signed (negative sells) and must agree with Buy/Sell; the commission is negative
 *   when charged (a positive one is a rebate). `Commission` is already the total: the Trade
 *   Confirmation's BrokerExecutionCommission, … columns are its parts and are not added again.
 */
export type FlexRowOutcome =
  /** `zoned`: the time carried its own UTC offset, so the import's time zone was not used. */
  | { kind: 'fill'; execution: ImportedExecution; currency: string; zoned: boolean }
  | { kind: 'not-an-execution' }
  | { kind: 'cancelled' }
  | { kind: 'unsupported'; assetClass: string };

export interface FlexRowContext {
  columns: FlexColumns;
  slashOrder: SlashOrder;
  timeZone: string;
}

export function readFlexTradeRow(record: CsvRecord, { columns, slashOrder, timeZone }: FlexRowContext): FlexRowOutcome {
  const text = (position: number) => cell(record, position);
  const fail = (reason: string) => new ImportRowError(record.line, reason);
  const levelOfDetail = text(columns.levelOfDetail).toUpperCase();
  if (levelOfDetail !== '' && levelOfDetail !== 'EXECUTION') return { kind: 'not-an-execution' };
  const buySell = text(columns.buySell).toUpperCase();
  const codes = text(columns.codes).toUpperCase().split(';').map((code) => code.trim());
  if (/\(CA\.?\)/.test(buySell) || codes.includes('CA')) return { kind: 'cancelled' };
  const assetClass = text(columns.assetClass).toUpperCase();
  if (assetClass !== '' && !IMPORTED_ASSET_CLASSES.has(assetClass)) return { kind: 'unsupported', assetClass };

  const signedQuantity = parseDecimalText(text(columns.quantity));
  if (signedQuantity === null || signedQuantity === '0') throw fail(`Quantity "${text(columns.quantity)}" is not a number of shares or contracts`);
  const side: ExecutionSide = isNegativeDecimal(signedQuantity) ? 'SELL' : 'BUY';
  if (buySell !== '' && buySell !== side) throw fail(`Buy/Sell "${text(columns.buySell)}" does not match the quantity ${signedQuantity} (expected ${side})`);
  const price = parseDecimalText(text(columns.price));
  if (price === null || isNegativeDecimal(price)) throw fail(`Price "${text(columns.price)}" is not a price`);
  const time = readFlexDateTime(text(columns.dateTime), slashOrder, timeZone);
  if (!time) throw fail(`DateTime "${text(columns.dateTime)}" is not a date and time (such as 20260115;093000)`);

  const instrument = instrumentOf(record, {
    assetClass,
    symbol: text(columns.symbol),
    underlying: text(columns.underlying),
    multiplier: multiplierOf(record, text(columns.multiplier)),
    strike: text(columns.strike),
    expiry: expiryOf(record, text(columns.expiry), slashOrder),
    putCall: text(columns.putCall),
    tradeYear: time.instant.getUTCFullYear(),
  });

  const execution: ImportedExecution = {
    line: record.line,
    accountId: text(columns.account),
    instrument,
    side,
    quantity: absDecimal(signedQuantity),
    price,
    commission: negated(amountOf(record, text(columns.commission), 'Commission')),
    fees: absDecimal(amountOf(record, text(columns.taxes), 'Taxes')),
    executedAtMs: time.instant.getTime(),
    externalId: text(columns.execId) || text(columns.tradeId) || null,
    // IBOrderID (Activity Flex) or OrderID (Trade Confirmation): a combo order's legs share it (docs/options.md).
    ...brokerOrderIdOf(text(columns.orderId)),
    positionEffect: positionEffectOf(text(columns.openClose).toUpperCase(), codes),
    ...statedPnlOf(record, text(columns.realizedPnl)),
  };
  // A and Ex in Notes/Codes on an option's row: the contract left by assignment or exercise (docs/options.md).
  const closeKind = instrument.option ? ibkrAssignmentKindOf(codes) : undefined;
  if (closeKind) execution.closeKind = closeKind;
  return { kind: 'fill', execution, currency: text(columns.currency).toUpperCase(), zoned: time.zoned };
}

/** The query's own FIFO realized P&L of the fill, for the import's reconciliation (docs/importing.md). */
function statedPnlOf(record: CsvRecord, raw: string): Pick<ImportedExecution, 'statedPnl'> {
  return raw === '' ? {} : { statedPnl: amountOf(record, raw, 'FifoPnlRealized') };
}

function instrumentOf(record: CsvRecord, fields: FlexContractFields): Instrument {
  try {
    return flexInstrumentOf(fields);
  } catch (error) {
    if (error instanceof InstrumentError) throw new ImportRowError(record.line, error.message);
    throw error;
  }
}

function multiplierOf(record: CsvRecord, raw: string): string | null {
  if (raw === '') return null;
  const multiplier = parseDecimalText(raw);
  if (multiplier === null || multiplier === '0' || isNegativeDecimal(multiplier)) throw new ImportRowError(record.line, `Multiplier "${raw}" is not a multiplier`);
  return multiplier;
}

function expiryOf(record: CsvRecord, raw: string, slashOrder: SlashOrder): CalendarDate | null {
  if (raw === '') return null;
  const expiry = readFlexDate(raw, slashOrder);
  if (!expiry) throw new ImportRowError(record.line, `Expiry "${raw}" is not a date`);
  return expiry;
}

function amountOf(record: CsvRecord, raw: string, label: string): string {
  if (raw === '') return '0';
  const amount = parseDecimalText(raw);
  if (amount === null) throw new ImportRowError(record.line, `${label} "${raw}" is not an amount`);
  return amount;
}

/** IBKR books a charge as a negative amount; as a cost it is positive, and a rebate negative. */
function negated(amount: string): string {
  if (amount === '0') return amount;
  return isNegativeDecimal(amount) ? absDecimal(amount) : `-${amount}`;
}

/** Open/CloseIndicator (Activity Flex) or the codes O and C (Trade Confirmation); `C;O` is a flip, neither. */
function positionEffectOf(indicator: string, codes: readonly string[]): 'open' | 'close' | undefined {
  const marks = indicator !== '' ? indicator.split(';') : codes;
  const opens = marks.includes('O');
  const closes = marks.includes('C');
  if (opens === closes) return undefined;
  return opens ? 'open' : 'close';
}
