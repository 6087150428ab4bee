/** Money is compared in millionths (the journal's money places), never in binary floats. */
const PLACES = 6n;
const UNIT = 10n ** PLACES;

/** Decimal text at the money places (more places are cut: the files' figures carry cents). */
export function micros(decimal: string): bigint {
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction = ''] = decimal.replace(/^[-+]/, '').split('.');
  const value = BigInt(whole || '0') * UNIT + BigInt((fraction + '000000').slice(0, Number(PLACES)));
  return negative ? -value : value;
}

/** Millionths back to canonical decimal text ("-56.8", "0"). */
export function text(value: bigint): string {
  const sign = value < 0n ? '-' : '';
  const magnitude = abs(value);
  const fraction = (magnitude % UNIT).toString().padStart(Number(PLACES), '0').replace(/0+$/, '');
  return `${sign}${magnitude / UNIT}${fraction ? `.${fraction}` : ''}`;
}

export const abs = (value: bigint): bigint => (value < 0n ? -value : value);
