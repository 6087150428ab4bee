import { type AssignmentKind, type ExecutionSide, ImportFormatError, ImportRowError, isNegativeDecimal, parseDecimalText } from '../../../../trades';
import { cell, type CsvRecord, HeaderIndex } from '../../csv-records';
import type { StatementSection } from './statement-sections';
import { bareSymbol, type DotSymbol, parseDotSymbol, statementInstant } from './tos-values';

/**
 * A trade line of Cash Balance (or Futures Statements): the only place a statement gives commissions
 * and fees, per order fill and as negative cash: "BOT +2 SPX 100 (Weeklys) 5 JUN 26 7500 CALL @2.90".
 */
export interface FeeLine {
  line: number;
  executedAt: Date;
  side: ExecutionSide;
  /** Shares, contracts, or spreads for a spread order. */
  quantity: string;
  /** What follows the quantity, up to the price: "BATL", "BUTTERFLY SPX 100 (Weeklys) …". */
  subject: string;
  /** As costs: the cash amounts negated. */
  commission: string;
  fees: string;
}

/**
 * "Removed due to Expiration … EXP: -1.0 .SPXW260410P6500": a contract that left the account
 * worthless; or, worded "Assignment … ASSIGN:" or "Exercise … EXERCISE:", by assignment or exercise.
 */
export interface ExpirationLine {
  line: number;
  executedAt: Date;
  /** The change to the position: -1 removes a long contract, +2 two short ones. */
  signedQuantity: string;
  contract: DotSymbol;
  /** Set when the row is an assignment or exercise rather than an expiration (docs/options.md). */
  closeKind?: AssignmentKind;
}

export interface CashBalance {
  feeLines: FeeLine[];
  expirations: ExpirationLine[];
  /** Lines of trade rows whose description names no fill (so their fees cannot be placed). */
  unreadTradeLines: number[];
  /** Receive/deliver rows other than expirations (assignments, exercises): not imported. */
  otherPositionLines: number[];
}

const NUMBER = String.raw`(?:\d[\d,]*(?:\.\d*)?|\.\d+)`;
/** Anywhere in the text: some descriptions start with where the order came from ("tAndroid SOLD -10 …"). */
const TRADE_DESCRIPTION = new RegExp(String.raw`(?:^|\s)(BOT|SOLD)\s+([+-]?${NUMBER})\s+(.+?)\s+@\s*-?${NUMBER}(?:\s|$)`, 'i');
const EXPIRATION = new RegExp(String.raw`^Removed due to Expiration\b.*\bEXP:\s*([+-]?${NUMBER})\s+(\.\S+)\s*$`, 'i');
/** The same row for a contract assigned or exercised: "Removed due to Assignment … ASSIGN: 1.0 .AAPL260402C190". */
const ASSIGNMENT = new RegExp(String.raw`^Removed due to (Assignment|Exercise)\b.*:\s*([+-]?${NUMBER})\s+(\.\S+)\s*$`, 'i');
/** Real descriptions are short: only their start is read, so a huge cell cannot make the regexes slow. */
const DESCRIPTION_LIMIT = 300;

export function readCashSections(sections: readonly StatementSection[], timeZone: string): CashBalance {
  const result: CashBalance = { feeLines: [], expirations: [], unreadTradeLines: [], otherPositionLines: [] };
  for (const section of sections) readSection(section, timeZone, result);
  return result;
}

function readSection(section: StatementSection, timeZone: string, result: CashBalance): void {
  const [headerRecord, ...rows] = section.records;
  if (!headerRecord) return;
  const header = new HeaderIndex(headerRecord);
  const columns = {
    // Futures Statements name the fill's own date "Exec Date"; Cash Balance has one date.
    date: header.optionalColumn('Exec Date', 'DATE'),
    time: header.optionalColumn('Exec Time', 'TIME'),
    type: header.optionalColumn('TYPE'),
    description: header.optionalColumn('DESCRIPTION'),
    miscFees: header.optionalColumn('Misc Fees'),
    commissions: header.optionalColumn('Commissions & Fees'),
  };
  // The fee columns may be missing (a blank cost is 0); without these four no row can be read.
  if ([columns.date, columns.time, columns.type, columns.description].some((position) => position < 0)) {
    throw new ImportFormatError(`The ${section.title} section (line ${section.titleLine}) lacks its DATE, TIME, TYPE or DESCRIPTION column.`);
  }
  for (const record of rows) {
    const type = cell(record, columns.type).toUpperCase();
    const description = cell(record, columns.description).slice(0, DESCRIPTION_LIMIT);
    const expiration = EXPIRATION.exec(description);
    const assignment = expiration ? null : ASSIGNMENT.exec(description);
    if (type !== 'TRD' && type !== 'RAD' && !expiration && !assignment) continue; // balances, deposits, interest, totals
    const executedAt = statementInstant(cell(record, columns.date), cell(record, columns.time), timeZone);
    if (!executedAt) throw new ImportRowError(record.line, `"${cell(record, columns.date)} ${cell(record, columns.time)}" is not a date and time`);
    if (expiration) {
      result.expirations.push(expirationOf(record, executedAt, expiration[1]!, expiration[2]!));
    } else if (assignment) {
      const closeKind: AssignmentKind = assignment[1]!.toLowerCase() === 'assignment' ? 'assigned' : 'exercised';
      result.expirations.push({ ...expirationOf(record, executedAt, assignment[2]!, assignment[3]!), closeKind });
    } else if (type === 'RAD') {
      result.otherPositionLines.push(record.line);
    } else {
      const fill = TRADE_DESCRIPTION.exec(description);
      if (!fill) result.unreadTradeLines.push(record.line);
      else result.feeLines.push(feeLineOf(record, executedAt, fill, cost(record, columns.commissions, 'Commissions & Fees'), cost(record, columns.miscFees, 'Misc Fees')));
    }
  }
}

function feeLineOf(record: CsvRecord, executedAt: Date, fill: RegExpExecArray, commission: string, fees: string): FeeLine {
  const quantity = parseDecimalText(fill[2]!);
  if (quantity === null || quantity === '0') throw new ImportRowError(record.line, `"${fill[2]}" in the description is not a quantity`);
  return {
    line: record.line,
    executedAt,
    side: fill[1]!.toUpperCase() === 'BOT' ? 'BUY' : 'SELL',
    quantity: isNegativeDecimal(quantity) ? quantity.slice(1) : quantity,
    subject: fill[3]!.trim().replace(/\s+/g, ' ').toUpperCase(),
    commission,
    fees,
  };
}

function expirationOf(record: CsvRecord, executedAt: Date, quantityText: string, symbol: string): ExpirationLine {
  const signedQuantity = parseDecimalText(quantityText);
  if (signedQuantity === null || signedQuantity === '0') throw new ImportRowError(record.line, `"${quantityText}" in the row is not a quantity`);
  const contract = parseDotSymbol(symbol);
  if (!contract) throw new ImportRowError(record.line, `"${symbol}" is not an option symbol (like .SPXW260410P6500)`);
  return { line: record.line, executedAt, signedQuantity, contract: { ...contract, root: bareSymbol(contract.root) } };
}

/** Cash Balance writes fees as negative cash ("-2.28", "($4.57)"); a positive one is a refund. */
function cost(record: CsvRecord, position: number, label: string): string {
  const raw = cell(record, position);
  if (raw === '') return '0';
  const amount = parseDecimalText(raw);
  if (amount === null) throw new ImportRowError(record.line, `${label} "${raw}" is not an amount`);
  if (amount === '0') return '0';
  return isNegativeDecimal(amount) ? amount.slice(1) : `-${amount}`;
}
