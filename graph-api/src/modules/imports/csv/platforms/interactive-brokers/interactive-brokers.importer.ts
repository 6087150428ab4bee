import { type ImportedExecution, ImportFormatError } from '../../../../trades';
import type { CsvImporter, CsvImportOptions, CsvParseResult } from '../../csv-importer';
import { count, foreignCurrencyWarning, unsupportedTradesWarning } from './ibkr-warnings';
import { cell } from '../../csv-records';
import { looksLikeActivityStatement, parseActivityStatement } from './activity-statement';
import { type FlexColumns, flexColumnsOf, isTradesHeader } from './flex-columns';
import { slashOrderOf } from './flex-dates';
import { type FlexSection, flexSections, looksLikeFlexQuery } from './flex-sections';
import { readFlexTradeRow } from './flex-trade-row';

/**
 * Interactive Brokers CSV: the Activity Statement (see activity-statement.ts), or a Flex Query
 * CSV, Trades section at execution level: Activity Flex or Trade
 * Confirmation, plain, wrapped in BOF/EOF records, or with HEADER/DATA section codes (see
 * flex-sections.ts). Times carry no zone: IBKR writes them in US/Eastern unless the account says
 * otherwise, so they are read in the import's time zone, which the user confirms.
 */
export const interactiveBrokersImporter: CsvImporter = {
  platform: 'interactive_brokers',
  zoneConvention: 'America/New_York',
  formatName: 'an Interactive Brokers Activity Statement or Flex Query CSV',
  expectedHeader:
    'Trades,Header,DataDiscriminator,Asset Category,Currency,Symbol,Date/Time,Quantity,T. Price,…,Comm/Fee,…,Code (Activity Statement), or ClientAccountID, AssetClass, Symbol, DateTime (or Date/Time), Buy/Sell, Quantity, TradePrice (or Price), IBCommission (or Commission), IBExecID (Flex Query)',

  detect: (file) => {
    const records = file.records();
    return looksLikeFlexQuery(records) || looksLikeActivityStatement(records);
  },

  parse(file, options) {
    const records = file.records();
    if (!looksLikeFlexQuery(records) && looksLikeActivityStatement(records)) return parseActivityStatement(records, options);
    if (!looksLikeFlexQuery(records)) throw new ImportFormatError(`This file does not look like ${this.formatName}: expected a header with ${this.expectedHeader}.`);
    return parseTrades(tradeSectionsOf(flexSections(records)), options);
  },
};

interface TradeSection extends FlexSection {
  columns: FlexColumns;
}

function tradeSectionsOf(sections: readonly FlexSection[]): TradeSection[] {
  const trades = sections.map((section) => ({ ...section, columns: flexColumnsOf(section.header.cells) })).filter((section) => isTradesHeader(section.columns));
  if (trades.length === 0) {
    throw new ImportFormatError('The Flex Query has no Trades section: expected a header with Symbol, Quantity and TradePrice (or Price). Add the Trades section to the query.');
  }
  for (const { columns } of trades) {
    if (columns.dateTime < 0) throw new ImportFormatError("The Flex Query's Trades section has no DateTime (or Date/Time) column: add it to the query and export again.");
  }
  return trades;
}

/** What the user should hear about: rows left out, and fills in another currency than USD. */
interface Tally {
  cancelled: number;
  duplicates: number;
  unsupportedByAssetClass: Map<string, number>;
  foreignByCurrency: Map<string, number>;
}

function parseTrades(sections: readonly TradeSection[], options: CsvImportOptions): CsvParseResult {
  const dateTexts = sections.flatMap(({ rows, columns }) => rows.flatMap((row) => [cell(row, columns.dateTime), cell(row, columns.expiry)]));
  const slash = slashOrderOf(dateTexts);
  const executions: ImportedExecution[] = [];
  const seenIds = new Set<string>();
  const tally: Tally = { cancelled: 0, duplicates: 0, unsupportedByAssetClass: new Map(), foreignByCurrency: new Map() };
  let readInTimeZone = false;
  for (const { rows, columns } of sections) {
    for (const row of rows) {
      const outcome = readFlexTradeRow(row, { columns, slashOrder: slash.order, timeZone: options.timeZone });
      if (outcome.kind === 'cancelled') tally.cancelled += 1;
      if (outcome.kind === 'unsupported') increment(tally.unsupportedByAssetClass, outcome.assetClass);
      if (outcome.kind !== 'fill') continue;
      const { execution } = outcome;
      // The same execution twice (a statement of several periods or accounts that overlap) is one fill.
      const idKey = execution.externalId && `${execution.accountId}\u0000${execution.externalId}`;
      if (idKey) {
        if (seenIds.has(idKey)) {
          tally.duplicates += 1;
          continue;
        }
        seenIds.add(idKey);
      }
      if (outcome.currency !== '' && outcome.currency !== 'USD') increment(tally.foreignByCurrency, outcome.currency);
      readInTimeZone ||= !outcome.zoned;
      executions.push(execution);
    }
  }
  // IBKR groups rows by asset class and symbol; the journal wants time order (ties keep file order).
  executions.sort((a, b) => a.executedAtMs - b.executedAtMs);
  return { executions, warnings: warningsOf(tally, { readInTimeZone, timeZone: options.timeZone, ambiguousDates: slash.ambiguous }) };
}

function increment(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

function warningsOf(tally: Tally, dates: { readInTimeZone: boolean; timeZone: string; ambiguousDates: boolean }): string[] {
  const warnings: string[] = [];
  if (dates.readInTimeZone) warnings.push(`Flex Query times have no zone: they were read as ${dates.timeZone} time (IBKR reports in US/Eastern unless the account is set otherwise).`);
  if (dates.ambiguousDates) {
    warnings.push('Dates such as 03/04/2026 could be month/day or day/month: they were read as month/day. Set the Flex Query date format to yyyyMMdd to be sure.');
  }
  if (tally.cancelled > 0) warnings.push(`${count(tally.cancelled, 'cancelled trade')} (Buy/Sell "(Ca.)" or code Ca) skipped.`);
  if (tally.duplicates > 0) warnings.push(`${count(tally.duplicates, 'execution')} appearing twice in the file (same IBExecID) skipped the second time.`);
  const cash = tally.unsupportedByAssetClass.get('CASH') ?? 0;
  if (cash > 0) warnings.push(`${count(cash, 'currency conversion')} (asset class CASH) skipped.`);
  const others = [...tally.unsupportedByAssetClass].filter(([assetClass]) => assetClass !== 'CASH');
  const unsupported = unsupportedTradesWarning(others);
  if (unsupported) warnings.push(unsupported);
  const foreign = foreignCurrencyWarning(tally.foreignByCurrency);
  if (foreign) warnings.push(foreign);
  return warnings;
}
