import type { GenericColumnMapping } from '../../csv-importer';
import { HeaderIndex } from '../../csv-records';

/** Header names commonly used for each field, tried in order. */
const ALIASES: Readonly<Record<keyof GenericColumnMapping, readonly string[]>> = {
  date: ['Date', 'Trade Date', 'T/D', 'TradeDate', 'Date/Time', 'DateTime', 'Execution Time', 'Filled Time'],
  time: ['Time', 'Exec Time', 'Execution Time', 'Trade Time'],
  symbol: ['Symbol', 'Ticker', 'Symb', 'Instrument'],
  side: ['Side', 'Action', 'B/S', 'Buy/Sell', 'Direction'],
  quantity: ['Quantity', 'Qty', 'Shares', 'Filled', 'Size'],
  price: ['Price', 'Fill Price', 'Avg Price', 'Execution Price', 'TradePrice'],
  commission: ['Commission', 'Comm', 'Commissions'],
  fees: ['Fees', 'Fee', 'Reg Fees'],
  account: ['Account', 'Account Number', 'AccountID'],
  executionId: ['Execution ID', 'Exec ID', 'ExecID', 'Trade ID', 'TradeID', 'Fill ID'],
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
  return suggestion;
}
