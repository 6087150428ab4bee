import { cell, type CsvRecord } from '../../csv-records';

/**
 * An Account Statement is several tables in one file, each under a title line ("Cash Balance",
 * "Account Trade History", "Profits and Losses"…) and followed by its own header. The set of
 * sections varies by account and year, so any line holding only text in its first cell starts a
 * new one: data rows never look like that (Trade History rows begin with an empty cell, Cash
 * Balance rows have a date, a time and a type).
 */
export interface StatementSection {
  title: string;
  titleLine: number;
  /** The header first, then the rows, blank lines left out. */
  records: CsvRecord[];
}

export const TRADE_HISTORY = 'account trade history';
export const CASH_BALANCE = 'cash balance';
export const FUTURES_STATEMENTS = 'futures statements';

export function splitSections(records: readonly CsvRecord[]): StatementSection[] {
  const sections: StatementSection[] = [];
  let current: StatementSection | null = null;
  for (const record of records) {
    if (isTitle(record)) {
      current = { title: cell(record, 0), titleLine: record.line, records: [] };
      sections.push(current);
    } else {
      current?.records.push(record);
    }
  }
  return sections;
}

export function sectionsTitled(sections: readonly StatementSection[], title: string): StatementSection[] {
  return sections.filter((section) => section.title.toLowerCase().replace(/\s+/g, ' ') === title);
}

function isTitle(record: CsvRecord): boolean {
  if (!/[a-z]/i.test(cell(record, 0))) return false;
  for (let index = 1; index < record.cells.length; index += 1) if (cell(record, index) !== '') return false;
  return true;
}

/**
 * The account from the first lines: "Account Statement for D-69512501 (margin) since 3/25/26 through
 * 3/26/26" → "D-69512501". paperMoney files put a disclaimer line before it. '' when absent.
 */
export function statementAccount(records: readonly CsvRecord[]): string {
  for (const record of records.slice(0, 5)) {
    const match = /^Account Statement for (.+?)(?:\s+\([^)]*\))?\s+since\s/i.exec(cell(record, 0));
    if (match) return match[1]!.trim();
  }
  return '';
}

export function isStatementTitle(record: CsvRecord): boolean {
  return /^Account Statement for /i.test(cell(record, 0));
}
