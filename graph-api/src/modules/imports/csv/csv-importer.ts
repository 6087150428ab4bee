import type { ImportedExecution } from '../../trades';
import type { CsvTable } from './csv-table';

/** The platforms that have a CSV importer. interactive_brokers here means a Flex Query CSV. */
export type CsvPlatform =
  | 'das_trader'
  | 'thinkorswim'
  | 'tradezero'
  | 'etrade'
  | 'fidelity'
  | 'webull'
  | 'schwab'
  | 'interactive_brokers'
  | 'generic';

/**
 * For the generic CSV: which header holds each field (the user confirms it before importing). A
 * file whose rows are fills maps the fill's fields; a file whose rows are whole trades (entry and
 * exit, as journals and spreadsheets keep them) also maps the exit date and price, and then date,
 * time, price and side are the entry's.
 */
export interface GenericColumnMapping {
  date: string;
  /** Omit when the date column also holds the time. */
  time?: string;
  symbol: string;
  side: string;
  quantity: string;
  price: string;
  commission?: string;
  fees?: string;
  account?: string;
  /** A fill's id, or a whole trade's (its two fills are told apart by a suffix). */
  executionId?: string;
  exitDate?: string;
  /** Omit when the exit date column also holds the time. */
  exitTime?: string;
  exitPrice?: string;
}

export interface CsvImportOptions {
  /** IANA zone for files whose times carry no zone (DAS, thinkorswim, TradeZero, generic). */
  timeZone: string;
  /** Whether the user picked `timeZone` for this file; otherwise a platform's own convention wins. */
  timeZoneChosen?: boolean;
  /** YYYY-MM-DD: the trade date for exports without a date column (DAS Trader's Trades window). */
  tradeDate: string;
  /** Reference instant for two-digit years and the like; the import's start time. */
  now: Date;
  mapping?: GenericColumnMapping;
  /**
   * The uploaded file's name, for exports that put there what their rows leave out: Fidelity's
   * single-account history is downloaded as `History_for_Account_<account number>.csv`.
   */
  fileName?: string;
  /**
   * Generic CSV, chosen per file: rows whose side is not a trade's (Dividend, Interest, Transfer…)
   * are skipped and listed in the warnings, instead of refusing the file at the first one.
   */
  skipNonTrades?: boolean;
}

export interface CsvParseResult {
  /** In the order the fills happened as far as the file tells (ties keep this order downstream). */
  executions: ImportedExecution[];
  /** Things the user should know that do not stop the import ("12 cancelled orders skipped"). */
  warnings: string[];
}

export interface CsvImporter {
  platform: CsvPlatform;
  /** Human name of the export, used in messages: "a DAS Trader Trades window export". */
  formatName: string;
  /** The header the importer looks for, shown when a file does not match: "Time, Symbol, Side, Price, Qty". */
  expectedHeader: string;
  /**
   * The zone the platform writes zoneless times in, when it has one (IBKR Flex: US/Eastern unless
   * the account is set otherwise). Used unless the user picks a zone for the file.
   */
  zoneConvention?: string;
  /**
   * 'derived' when the export lists no stock fill for the shares an assignment or exercise
   * delivered, so the journal adds it (linkAssignments, docs/options.md); else the file's own is linked.
   */
  assignmentShares?: 'derived';
  /** Whether the file (its first records; thinkorswim may need them all) is this platform's export. */
  detect(file: CsvTable): boolean;
  /**
   * Reads every fill. Throws ImportRowError (line + reason) for a row it cannot read and
   * ImportFormatError when the file as a whole is not this export; never anything else.
   */
  parse(file: CsvTable, options: CsvImportOptions): CsvParseResult;
}
