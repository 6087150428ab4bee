import type { GenericColumnMappingInput } from '../../__generated__/graphql';

export type MappingField = keyof GenericColumnMappingInput;

/** The fields of a generic CSV the trader maps to columns, in the order the form asks for them. */
export const MAPPING_FIELDS: readonly { name: MappingField; label: string; required: boolean }[] = [
  { name: 'date', label: 'Date (or date and time)', required: true },
  { name: 'time', label: 'Time', required: false },
  { name: 'symbol', label: 'Symbol', required: true },
  { name: 'side', label: 'Side (buy or sell, long or short)', required: true },
  { name: 'quantity', label: 'Quantity', required: true },
  { name: 'price', label: 'Price', required: true },
  { name: 'commission', label: 'Commission', required: false },
  { name: 'fees', label: 'Fees', required: false },
  { name: 'account', label: 'Account', required: false },
  { name: 'executionId', label: 'Execution ID (or trade ID)', required: false },
  { name: 'exitDate', label: 'Exit date (whole trades)', required: false },
  { name: 'exitTime', label: 'Exit time', required: false },
  { name: 'exitPrice', label: 'Exit price (whole trades)', required: false },
];
