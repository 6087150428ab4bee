import { type Instrument, InstrumentError, optionInstrument, type OptionRight, stockInstrument } from '../../../../trades';

/**
 * Fidelity writes an option as `-NVDA251017C55`, often with a leading space (` -SPXW260618P7400`):
 * a dash, the root, YYMMDD, C/P and the strike as plain text (`182.5`), none of it padded.
 * The root is matched lazily so an adjusted root ending in a digit (`NVDA1251017C55`) still splits.
 */
const FIDELITY_OPTION = /^-([A-Z][A-Z0-9.]*?)(\d{2})(\d{2})(\d{2})([CP])(\d+(?:\.\d+)?)$/;

/** "(100 SHS)" in the action or description: the deliverable, which differs from 100 after some corporate actions. */
const DELIVERABLE_SHARES = /\(([1-9]\d*) SHS\)/i;

/** A 9-character CUSIP: how Fidelity names bonds, CDs and Treasuries, priced per 100 of face value. */
const CUSIP = /^[0-9]{3}[0-9A-Z]{5}[0-9]$/;

export function isFidelityOptionSymbol(symbol: string): boolean {
  return symbol.trim().startsWith('-');
}

export function isCusip(symbol: string): boolean {
  return CUSIP.test(symbol.trim().toUpperCase());
}

/** Throws InstrumentError when the symbol is neither a Fidelity option symbol nor a ticker. */
export function fidelityInstrument(rawSymbol: string, descriptiveText: string): Instrument {
  const symbol = rawSymbol.trim().toUpperCase();
  if (!isFidelityOptionSymbol(symbol)) return stockInstrument(symbol);
  const match = FIDELITY_OPTION.exec(symbol);
  if (!match) throw new InstrumentError(`"${rawSymbol.trim()}" is not a Fidelity option symbol (-ROOT, YYMMDD, C or P, strike)`);
  const [, underlying = '', yy, mm, dd, right, strike = ''] = match;
  const deliverable = DELIVERABLE_SHARES.exec(descriptiveText)?.[1];
  return optionInstrument({ underlying, expiry: `20${yy}-${mm}-${dd}`, strike, right: right as OptionRight }, deliverable ?? '100');
}
