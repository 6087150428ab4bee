import { cell, type CsvRecord, HeaderIndex } from '../../csv-records';

/** Where each field sits; securityType is -1 in the layout that has no such column. */
export interface EtradeColumns {
  date: number;
  type: number;
  securityType: number;
  symbol: number;
  quantity: number;
  price: number;
  amount: number;
  commission: number;
  description: number;
}

export interface EtradeLayout {
  /** The header's first columns, for messages. */
  header: string;
  isHeader(record: CsvRecord): boolean;
  columnsOf(header: HeaderIndex): EtradeColumns;
  /** The account from the lines above the header. */
  accountOf(preamble: readonly CsvRecord[]): string;
}

/**
 * DownloadTxnHistory.csv as E*TRADE wrote it until 2025: "For Account:,####3525", a blank line, the
 * header (sometimes a blank line after it), signed Quantity and Amount, fixed-width Description.
 */
export const CLASSIC_LAYOUT: EtradeLayout = {
  header: 'TransactionDate, TransactionType, SecurityType, Symbol, Quantity, Amount, Price, Commission, Description',
  isHeader: (record) => hasAll(record, ['TransactionDate', 'TransactionType', 'SecurityType', 'Quantity']),
  columnsOf: (header) =>
    columns(header, {
      date: 'TransactionDate',
      type: 'TransactionType',
      securityType: 'SecurityType',
      symbol: 'Symbol',
      quantity: 'Quantity',
      price: 'Price',
      amount: 'Amount',
      commission: 'Commission',
      description: 'Description',
    }),
  accountOf: (preamble) => {
    const line = preamble.find((record) => /^For Account:?$/i.test(cell(record, 0)));
    return line ? maskedAccount(cell(line, 1)) : '';
  },
};

/**
 * The "All Transactions" export (2025+): a title, "Account Activity for <name> -1847 from …", a
 * "Total:" line, then the header; "--" for empty cells, disclaimer lines after the rows.
 */
export const ALL_TRANSACTIONS_LAYOUT: EtradeLayout = {
  header: 'Activity/Trade Date, Transaction Date, Settlement Date, Activity Type, Description, Symbol…',
  isHeader: (record) => hasAll(record, ['Activity/Trade Date', 'Transaction Date', 'Settlement Date', 'Activity Type']),
  columnsOf: (header) =>
    columns(header, {
      date: 'Activity/Trade Date',
      type: 'Activity Type',
      securityType: null,
      symbol: 'Symbol',
      quantity: 'Quantity #',
      price: 'Price $',
      amount: 'Amount $',
      commission: 'Commission',
      description: 'Description',
    }),
  accountOf: (preamble) => {
    for (const record of preamble) {
      const match = /^Account Activity for .*?-\s*(\d+)\s+from\b/i.exec(cell(record, 0));
      if (match) return maskedAccount(match[1]!);
    }
    return '';
  },
};

/**
 * "####3525" in the classic file and "-3525" in the new one are the same account: both become
 * "####" and the last four digits, so fills imported from either layout meet in the same positions.
 */
function maskedAccount(text: string): string {
  const digits = /(\d{4})\D*$/.exec(text)?.[1];
  return digits ? `####${digits}` : text.trim();
}

function hasAll(record: CsvRecord, names: readonly string[]): boolean {
  const header = new HeaderIndex(record);
  return names.every((name) => header.has(name));
}

function columns(header: HeaderIndex, names: Record<keyof EtradeColumns, string | null>): EtradeColumns {
  const entries = Object.entries(names).map(([field, name]) => [field, name === null ? -1 : header.column(name)]);
  return Object.fromEntries(entries) as EtradeColumns;
}
