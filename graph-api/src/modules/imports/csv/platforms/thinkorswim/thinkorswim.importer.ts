import Big from 'big.js';
import { canonicalDecimal, type ImportedExecution, ImportFormatError } from '../../../../trades';
import type { CsvImporter, CsvImportOptions, CsvParseResult } from '../../csv-importer';
import { cell, type CsvRecord } from '../../csv-records';
import { type CashBalance, readCashSections } from './cash-balance';
import { expirationExecutions } from './expirations';
import { allocateFees, type FeeAllocation } from './fee-allocation';
import { CASH_BALANCE, FUTURES_STATEMENTS, isStatementTitle, sectionsTitled, splitSections, statementAccount, TRADE_HISTORY } from './statement-sections';
import { isTradeHistoryHeader, readTradeHistory, type TradeOrder } from './trade-history';

/**
 * thinkorswim's Account Statement export (Monitor > Account Statement > Export to File): fills from
 * "Account Trade History" (newest first, spread legs under their first leg), commissions and fees
 * from the matching "Cash Balance" trade rows, option expirations from its receive/deliver rows.
 * Times carry no zone: thinkorswim writes the platform's clock, so they are read in the user's zone.
 * Trade History has no id per fill (a Cash Balance REF # is per order), so externalId stays null.
 */
export const thinkorswimImporter: CsvImporter = {
  platform: 'thinkorswim',
  // Account Trade History lists no fill for the shares an assignment or exercise delivers.
  assignmentShares: 'derived',
  formatName: 'a thinkorswim Account Statement',
  expectedHeader: 'Exec Time, Spread, Side, Qty, Pos Effect, Symbol, Exp, Strike, Type, Price under an "Account Trade History" title',

  detect(file) {
    return isStatement(file.records());
  },

  parse(file, options) {
    const records = file.records();
    if (!isStatement(records)) throw new ImportFormatError(`This file does not look like ${this.formatName}: expected a header with ${this.expectedHeader}.`);
    return parseStatement(records, options);
  },
};

function isStatement(records: readonly CsvRecord[]): boolean {
  return records.slice(0, 5).some(isStatementTitle) || records.some((record, index) => isTradeHistoryTitle(record) && isHeaderAt(records, index + 1));
}

function isTradeHistoryTitle(record: CsvRecord): boolean {
  return cell(record, 0).toLowerCase() === TRADE_HISTORY;
}

function isHeaderAt(records: readonly CsvRecord[], index: number): boolean {
  const record = records[index];
  return record !== undefined && isTradeHistoryHeader(record);
}

function parseStatement(records: readonly CsvRecord[], options: CsvImportOptions): CsvParseResult {
  const sections = splitSections(records);
  const accountId = statementAccount(records);
  const historySections = sectionsTitled(sections, TRADE_HISTORY);
  const orders = historySections.flatMap((section) => readTradeHistory(section, options.timeZone));
  const cash = readCashSections([...sectionsTitled(sections, CASH_BALANCE), ...sectionsTitled(sections, FUTURES_STATEMENTS)], options.timeZone);
  const allocation = allocateFees(orders, cash.feeLines);
  const fills = [...orders].reverse().flatMap((order) => executionsOf(order, allocation, accountId));
  const expirations = expirationExecutions(cash.expirations, fills.map((fill) => fill.instrument), accountId);
  // Stable: fills of one second keep the file's (reversed) order.
  const executions = [...fills, ...expirations].sort((a, b) => a.executedAtMs - b.executedAtMs);
  const warnings = historySections.length === 0 ? ['This statement has no Account Trade History section: it lists no trades.'] : [];
  return { executions, warnings: [...warnings, ...feeWarnings(orders, cash, allocation), ...positionWarnings(cash)] };
}

function executionsOf(order: TradeOrder, allocation: FeeAllocation, accountId: string): ImportedExecution[] {
  return order.legs.map((leg) => {
    const costs = allocation.costs.get(leg);
    return {
      line: leg.line,
      accountId,
      instrument: leg.instrument,
      side: leg.side,
      quantity: leg.quantity,
      price: leg.price,
      commission: costs ? decimal(costs.commission) : '0',
      fees: costs ? decimal(costs.fees) : '0',
      executedAtMs: order.executedAt.getTime(),
      externalId: null,
      ...(leg.positionEffect ? { positionEffect: leg.positionEffect } : {}),
    };
  });
}

function feeWarnings(orders: readonly TradeOrder[], cash: CashBalance, allocation: FeeAllocation): string[] {
  const warnings: string[] = [];
  if (orders.length > 0 && cash.feeLines.length === 0 && cash.unreadTradeLines.length === 0) {
    warnings.push('The Cash Balance lists no trades, so every fill is imported without commissions or fees.');
  } else if (allocation.ordersWithoutFees.length > 0) {
    const lines = allocation.ordersWithoutFees.map((order) => order.line);
    warnings.push(`${count(lines.length, 'fill')} in Account Trade History (${lineList(lines)}) had no matching Cash Balance trade and ${were(lines.length)} imported without commissions or fees.`);
  }
  if (allocation.unmatched.length > 0) {
    const total = allocation.unmatched.reduce((sum, line) => sum.plus(line.commission).plus(line.fees), new Big(0));
    const lines = allocation.unmatched.map((line) => line.line);
    warnings.push(`${count(lines.length, 'Cash Balance trade')} (${lineList(lines)}) matched no fill in Account Trade History: their commissions and fees ($${total.toFixed(2)}) are not included.`);
  }
  if (cash.unreadTradeLines.length > 0) {
    const lines = cash.unreadTradeLines;
    warnings.push(`${count(lines.length, 'Cash Balance trade')} (${lineList(lines)}) had a description naming no fill ("BOT +100 AAPL @150.00"): their commissions and fees are not included.`);
  }
  return warnings;
}

function positionWarnings(cash: CashBalance): string[] {
  const warnings: string[] = [];
  const expired = cash.expirations.filter((row) => !row.closeKind).length;
  const assigned = cash.expirations.length - expired;
  if (expired > 0) warnings.push(`${count(expired, 'option expiration')} imported as closing ${expired === 1 ? 'fill' : 'fills'} at 0.00.`);
  if (assigned > 0) warnings.push(`${count(assigned, 'option assignment or exercise', 'option assignments or exercises')} imported as closing ${assigned === 1 ? 'fill' : 'fills'} at 0.00, with the shares delivered at the strike.`);
  if (cash.otherPositionLines.length > 0) {
    const lines = cash.otherPositionLines;
    warnings.push(`${count(lines.length, 'receive/deliver row')} (${lineList(lines)}), such as assignments or exercises, ${were(lines.length)} not imported: check those positions.`);
  }
  return warnings;
}

const decimal = (value: Big) => canonicalDecimal(value.toFixed());
const count = (n: number, noun: string, plural = `${noun}s`) => `${n} ${n === 1 ? noun : plural}`;
const were = (n: number) => (n === 1 ? 'was' : 'were');

function lineList(lines: readonly number[]): string {
  const shown = lines.slice(0, 5).join(', ');
  return `line${lines.length === 1 ? '' : 's'} ${shown}${lines.length > 5 ? ', …' : ''}`;
}
