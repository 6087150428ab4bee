import { ImportFormatError } from '../../../../trades';
import type { CsvImporter } from '../../csv-importer';
import { HeaderIndex } from '../../csv-records';
import { columnsOf, holdsWholeTrades } from './generic-columns';
import { executionOf } from './generic-fills';
import { withoutNonTrades } from './generic-non-trades';
import { fillsOfWholeTrades } from './generic-trades';

export { suggestGenericMapping } from './generic-mapping';

/**
 * Any CSV whose columns the user has mapped: one row per fill, or one row per whole trade when an
 * exit date and price are mapped. Sides such as B/BUY/BOT, S/SELL/SLD, SS/SHORT, BC/COVER (and
 * LONG/SHORT for trades); times in the chosen zone unless they carry one. Option symbols in OCC
 * form are recognised; anything else is a stock or ETF ticker. A row whose side is not a trade's
 * refuses the file, unless the trader chose to skip such rows (listed then, see generic-non-trades.ts).
 */
export const genericImporter: CsvImporter = {
  platform: 'generic',
  formatName: 'a generic CSV',
  expectedHeader: 'the columns chosen in the mapping',
  detect: () => false,
  parse(file, options) {
    const [headerRecord, ...rows] = file.records();
    if (!headerRecord) throw new ImportFormatError('The file is empty.');
    if (!options.mapping) throw new ImportFormatError('Map the columns of the file before importing it.');
    const columns = columnsOf(new HeaderIndex(headerRecord), options.mapping);
    const { trades, warnings } = options.skipNonTrades ? withoutNonTrades(rows, columns) : { trades: rows, warnings: [] };
    if (holdsWholeTrades(columns)) {
      const parsed = fillsOfWholeTrades(trades, columns, options.timeZone);
      return { executions: parsed.executions, warnings: [...warnings, ...parsed.warnings] };
    }
    const executions = trades.map((record) => executionOf(record, columns, options.timeZone));
    return { executions: executions.sort((a, b) => a.executedAtMs - b.executedAtMs), warnings };
  },
};
