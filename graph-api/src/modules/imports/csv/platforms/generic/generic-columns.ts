import { ImportFormatError } from '../../../../trades';
import type { GenericColumnMapping } from '../../csv-importer';
import type { HeaderIndex } from '../../csv-records';

/** The position of each mapped field in the file, -1 for a field not in it. */
export type Columns = Record<keyof GenericColumnMapping, number>;

const FIELDS = ['date', 'time', 'symbol', 'side', 'quantity', 'price', 'commission', 'fees', 'account', 'executionId', 'exitDate', 'exitTime', 'exitPrice'] as const;
const REQUIRED: ReadonlySet<keyof GenericColumnMapping> = new Set(['date', 'symbol', 'side', 'quantity', 'price']);
const EXIT_FIELDS = ['exitDate', 'exitTime', 'exitPrice'] as const;

/** The columns the mapping names, checked against the header: a field mapped to no column of the file is refused. */
export function columnsOf(header: HeaderIndex, mapping: GenericColumnMapping): Columns {
  const mapsAnExit = EXIT_FIELDS.some((field) => mapping[field]);
  if (mapsAnExit && !mapping.exitDate) throw new ImportFormatError('Choose the column that holds the exit date: rows with an exit are whole trades.');
  if (mapsAnExit && !mapping.exitPrice) throw new ImportFormatError('Choose the column that holds the exit price: rows with an exit are whole trades.');
  const position = (field: keyof GenericColumnMapping) => {
    const name = mapping[field];
    if (!name) {
      if (REQUIRED.has(field)) throw new ImportFormatError(`Choose the column that holds the ${field}.`);
      return -1;
    }
    const found = header.optionalColumn(name);
    if (found < 0) throw new ImportFormatError(`The file has no column "${name}" (mapped to ${field}).`);
    return found;
  };
  return Object.fromEntries(FIELDS.map((field) => [field, position(field)])) as Columns;
}

/** Whether the rows are whole trades (an exit mapped) rather than fills. */
export const holdsWholeTrades = (columns: Columns) => columns.exitPrice >= 0;
