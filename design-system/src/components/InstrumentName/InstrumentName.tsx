import { readInstrument } from '../../format/instruments';

/**
 * A traded contract by its readable name ("SPXW 9 Mar 26 6970 C"); the exchange's code (OCC for
 * options) is the hover text, so a trader can still match it to the broker's statement.
 */
export function InstrumentName({ symbol }: { symbol: string }) {
  const { label, code } = readInstrument(symbol);
  if (label === code) return <>{label}</>;
  return <span title={code}>{label}</span>;
}
