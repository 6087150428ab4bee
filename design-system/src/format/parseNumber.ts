/** What every formatter shows for a missing or unparseable value, instead of 'NaN'. */
export const MISSING = '—';

/**
 * The API sends money and ratios as decimal strings (SPEC §3). Returns null for anything that is
 * not a number, including blank strings, which `Number()` alone would read as 0.
 */
export function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isNaN(number) ? null : number;
}

/** Like toNumber, but also refuses ±Infinity, for formats that have no way to show it. */
export function toFiniteNumber(value: number | string | null | undefined): number | null {
  const number = toNumber(value);
  return number !== null && Number.isFinite(number) ? number : null;
}
