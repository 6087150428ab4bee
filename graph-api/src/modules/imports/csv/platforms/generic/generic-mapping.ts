import type { GenericColumnMapping } from '../../csv-importer';
import { HeaderIndex } from '../../csv-records';

/** Header names commonly used for each field, tried in order. */
// A whole-trade file (a journal's export) names its entry "Open"/"Entry" and its exit "Close"/"Exit".
const ALIASES: Readonly<Record<keyof GenericColumnMapping, readonly string[]>> = {
  date: ['Date', 'Trade Date', 'T/D', 'TradeDate', 'Date/Time', 'DateTime', 'Execution Time', 'Filled Time', 'Open Date', 'Entry Date', 'Opened'],
  time: ['Time', 'Exec Time', 'Execution Time', 'Trade Time', 'Open Time', 'Entry Time'],
  symbol: ['Symbol', 'Ticker', 'Symb', 'Instrument'],
  side: ['Side', 'Action', 'B/S', 'Buy/Sell', 'Direction'],
  quantity: ['Quantity', 'Qty', 'Shares', 'Filled', 'Size'],
  price: ['Price', 'Fill Price', 'Fill', 'Avg Price', 'Execution Price', 'TradePrice', 'Entry Price', 'Open Price'],
  commission: ['Commission', 'Comm', 'Commissions'],
  fees: ['Fees', 'Fee', 'Reg Fees'],
  account: ['Account', 'Account Number', 'AccountID'],
  executionId: ['Execution ID', 'Exec ID', 'ExecID', 'Trade ID', 'TradeID', 'Fill ID'],
  exitDate: ['Exit Date', 'Close Date', 'Closed'],
  exitTime: ['Exit Time', 'Close Time'],
  exitPrice: ['Exit Price', 'Close Price'],
};

/** A first guess of the mapping from the header; the user confirms or corrects it. */
export function suggestGenericMapping(header: readonly string[]): Partial<GenericColumnMapping> {
  const index = new HeaderIndex({ line: 1, cells: [...header] });
  const suggestion: Partial<GenericColumnMapping> = {};
  const used = new Set<number>();
  for (const field of Object.keys(ALIASES) as Array<keyof GenericColumnMapping>) {
    for (const alias of ALIASES[field]) {
      const position = index.optionalColumn(alias);
      if (position >= 0 && !used.has(position)) {
        suggestion[field] = header[position]!.trim();
        used.add(position);
        break;
      }
    }
  }
  // An exit is suggested only as a pair: a lone "Close Price" is more likely a day's closing mark.
  if (!suggestion.exitDate || !suggestion.exitPrice) {
    delete suggestion.exitDate;
    delete suggestion.exitTime;
    delete suggestion.exitPrice;
  }
  return suggestion;
}
