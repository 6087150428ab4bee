import { instrumentNames } from '../domain/instrument-label';
import type { TradeFields as Fields } from '../trade-fields';

type Column = readonly [header: string, kind: 'number' | 'text', value: (trade: Fields) => string | Date | null];

const tagNames = (trade: Fields, kind: string) => trade.tags.filter((tag) => tag.kind === kind).map(({ name }) => name).join('; ');

/** The export's columns. Numbers are the stored decimals; every other cell is text and escaped. */
const COLUMNS: readonly Column[] = [
  ['id', 'number', (trade) => trade.id],
  ['symbol', 'text', (trade) => trade.symbol],
  ['side', 'text', (trade) => trade.side],
  ['status', 'text', (trade) => trade.status],
  ['quantity', 'number', (trade) => trade.quantity],
  ['entry_time', 'text', (trade) => trade.entryTime],
  ['entry_price', 'number', (trade) => trade.entryPrice],
  ['exit_time', 'text', (trade) => trade.exitTime],
  ['exit_price', 'number', (trade) => trade.exitPrice],
  ['gross_pnl', 'number', (trade) => trade.grossPnl],
  ['commission', 'number', (trade) => trade.commission],
  ['fees', 'number', (trade) => trade.fees],
  ['net_pnl', 'number', (trade) => trade.pnl],
  ['stop_price', 'number', (trade) => trade.stopPrice],
  ['initial_risk', 'number', (trade) => trade.initialRisk],
  ['r_multiple', 'number', (trade) => trade.rMultiple],
  ['setups', 'text', (trade) => tagNames(trade, 'setup')],
  ['mistakes', 'text', (trade) => tagNames(trade, 'mistake')],
  ['notes', 'text', (trade) => trade.notes],
  ['platform', 'text', (trade) => trade.platform],
  ['account', 'text', (trade) => trade.accountId],
  ['asset_class', 'text', (trade) => trade.assetClass],
  ['multiplier', 'number', (trade) => trade.multiplier],
  // After the stored symbol (which a re-import matches on): the contract as the screens name it, its
  // underlying, and the exchange's code (the 21-character OCC symbol of an option).
  ['instrument', 'text', (trade) => instrumentNames(trade.symbol).label],
  ['underlying', 'text', (trade) => instrumentNames(trade.symbol).underlying],
  ['exchange_code', 'text', (trade) => instrumentNames(trade.symbol).code],
  // Whether a fill was entered by hand (docs/journal.md, manual trades): yes, or no for a trade only imported.
  ['manual', 'text', (trade) => (trade.manual ? 'yes' : 'no')],
  // A date-only export's trade: entry_time and exit_time hold placeholder times of their dates.
  ['time_given', 'text', (trade) => (trade.timeGiven ? 'yes' : 'no')],
];

/**
 * A text cell a spreadsheet will not run: one starting with = + - @, a tab or a carriage return
 * (what Excel, LibreOffice and Google Sheets read as a formula) gets a leading apostrophe. Numbers
 * are our own decimals, written as they are so a spreadsheet still adds them up ("-12.5" stays a number).
 */
export function csvCell(value: string | Date | null, kind: 'number' | 'text'): string {
  if (value === null) return '';
  let text = typeof value === 'string' ? value : value.toISOString();
  if (kind === 'text' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export const CSV_HEADER = `${COLUMNS.map(([header]) => header).join(',')}\r\n`;

/** CSV lines (CRLF-ended) of trades as tradeFields answers them. */
export function csvRows(trades: readonly Fields[]): string {
  // Concatenated, not mapped and joined: an export writes 23 cells for each of 100k trades.
  let text = '';
  for (const trade of trades) {
    for (let index = 0; index < COLUMNS.length; index += 1) {
      const [, kind, value] = COLUMNS[index]!;
      text += index === 0 ? csvCell(value(trade), kind) : `,${csvCell(value(trade), kind)}`;
    }
    text += '\r\n';
  }
  return text;
}
