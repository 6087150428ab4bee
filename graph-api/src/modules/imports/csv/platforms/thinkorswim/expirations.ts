import { canonicalDecimal, type ImportedExecution, ImportRowError, type Instrument, InstrumentError, isNegativeDecimal, optionInstrument } from '../../../../trades';
import type { ExpirationLine } from './cash-balance';

/**
 * Trade History names an option by its underlying ("SPX"); the expiration row by its OCC root
 * (".SPXW…"). These roots list the same index's other series under another root.
 */
const SERIES_ROOTS: Readonly<Record<string, string>> = { SPXW: 'SPX', NDXP: 'NDX', RUTW: 'RUT', VIXW: 'VIX' };

/**
 * An expired contract leaves the account at no price: imported as the closing fill at 0 so the
 * trade ends (a long one loses its premium, a short one keeps it) instead of staying open forever.
 * An assigned or exercised one too, marked so (its shares are added by linkAssignments, docs/options.md).
 */
export function expirationExecutions(expirations: readonly ExpirationLine[], traded: readonly Instrument[], accountId: string): ImportedExecution[] {
  return expirations.map((expiration) => ({
    line: expiration.line,
    accountId,
    instrument: instrumentOf(expiration, traded),
    side: isNegativeDecimal(expiration.signedQuantity) ? 'SELL' : 'BUY',
    quantity: isNegativeDecimal(expiration.signedQuantity) ? expiration.signedQuantity.slice(1) : expiration.signedQuantity,
    price: '0',
    commission: '0',
    fees: '0',
    executedAtMs: expiration.executedAt.getTime(),
    externalId: null,
    positionEffect: 'close',
    ...(expiration.closeKind ? { closeKind: expiration.closeKind } : {}),
  }));
}

/** The contract as Trade History spelled it when this file traded it; else the root read through SERIES_ROOTS. */
function instrumentOf({ line, contract }: ExpirationLine, traded: readonly Instrument[]): Instrument {
  const same = traded.find(
    ({ option }) =>
      option !== undefined &&
      option.expiry === contract.expiry &&
      option.right === contract.right &&
      option.strike === canonicalDecimal(contract.strike) &&
      contract.root.startsWith(option.underlying),
  );
  if (same) return same;
  try {
    return optionInstrument({ underlying: SERIES_ROOTS[contract.root] ?? contract.root, expiry: contract.expiry, strike: contract.strike, right: contract.right });
  } catch (error) {
    if (error instanceof InstrumentError) throw new ImportRowError(line, error.message);
    throw error;
  }
}
