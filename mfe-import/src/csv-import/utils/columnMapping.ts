import { MAPPING_FIELDS, type MappingField } from '../constants/columnMapping';
import type { ColumnMapping } from '../hooks/useCsvImport';

/** The form's values: a column name per field, '' for none. */
export type MappingDraft = Record<MappingField, string>;

/** Starts from the mapping already applied, else the server's suggestion from the header. */
export function initialMappingDraft(applied: ColumnMapping | null, suggested: Partial<Record<MappingField, string | null>> | null): MappingDraft {
  const source = applied ?? suggested ?? {};
  return Object.fromEntries(MAPPING_FIELDS.map(({ name }) => [name, source[name] ?? ''])) as MappingDraft;
}

/** A whole trade needs both ends of its exit; a file of fills maps neither. */
const EXIT_PAIR: readonly MappingField[] = ['exitDate', 'exitPrice'];

/** The mapping to send, or the required fields still without a column. */
export function mappingOf(draft: MappingDraft): { mapping: ColumnMapping } | { missing: MappingField[] } {
  const wholeTrades = Boolean(draft.exitDate || draft.exitTime || draft.exitPrice);
  const isRequired = (name: MappingField, required: boolean) => required || (wholeTrades && EXIT_PAIR.includes(name));
  const missing = MAPPING_FIELDS.filter(({ name, required }) => isRequired(name, required) && !draft[name]).map(({ name }) => name);
  if (missing.length > 0) return { missing };
  const { date, symbol, side, quantity, price, time, commission, fees, account, executionId, exitDate, exitTime, exitPrice } = draft;
  const optional = (column: string) => column || null;
  return {
    mapping: {
      date,
      symbol,
      side,
      quantity,
      price,
      time: optional(time),
      commission: optional(commission),
      fees: optional(fees),
      account: optional(account),
      executionId: optional(executionId),
      exitDate: optional(exitDate),
      exitTime: optional(exitTime),
      exitPrice: optional(exitPrice),
    },
  };
}
