import type { Tone } from '../theme/tones';

/** The API sends money and ratios as strings (SPEC §3); anything unparseable is shown as a dash. */
export const MISSING = '—';

export function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isNaN(number) ? null : number;
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** en-US dollars: -$1,234.50; advanced analytics rounds to whole dollars (SPEC §9). */
export function formatMoney(value: number | string | null | undefined, options: { wholeDollars?: boolean } = {}): string {
  const number = toNumber(value);
  if (number === null || !Number.isFinite(number)) return MISSING;
  return (options.wholeDollars ? wholeDollars : dollars).format(number === 0 ? 0 : number);
}

/** Money with an explicit sign for gains: +$12.00, -$3.50. */
export function formatPnl(value: number | string | null | undefined, options: { wholeDollars?: boolean } = {}): string {
  const number = toNumber(value);
  const text = formatMoney(number, options);
  return number !== null && number > 0 ? `+${text}` : text;
}

/** SPEC §9: P&L is green at 0 or above, else red. */
export function pnlTone(value: number | string | null | undefined): Tone {
  const number = toNumber(value);
  if (number === null) return 'neutral';
  return number >= 0 ? 'positive' : 'negative';
}

/** A fraction as a percent: 0.6134 → '61.3%'. */
export function formatPercent(fraction: number | string | null | undefined, decimals = 1): string {
  const number = toNumber(fraction);
  if (number === null || !Number.isFinite(number)) return MISSING;
  return `${(number * 100).toFixed(decimals)}%`;
}

/** SPEC §9: win rate (a fraction 0-1) as a percent with one decimal. */
export function formatWinRate(fraction: number | string | null | undefined): string {
  return formatPercent(fraction, 1);
}

/** SPEC §9: green at 0.6 or above, yellow from 0.4 to below 0.6, red below 0.4. */
export function winRateTone(fraction: number | string | null | undefined): Tone {
  const number = toNumber(fraction);
  if (number === null) return 'neutral';
  if (number >= 0.6) return 'success';
  if (number >= 0.4) return 'warning';
  return 'destructive';
}

/** SPEC §9: gross profit / gross loss with 2 decimals; no losses at all is infinite. */
export function formatProfitFactor(value: number | string | null | undefined): string {
  const number = toNumber(value);
  if (number === null) return MISSING;
  if (number === Infinity) return '∞';
  return number.toFixed(2);
}

/** Confidence arrives as 0-100 (SPEC §3 confidence_score): shown as a whole percent. */
export function formatConfidence(score: number | string | null | undefined): string {
  const number = toNumber(score);
  if (number === null || !Number.isFinite(number)) return MISSING;
  return `${Math.round(Math.min(100, Math.max(0, number)))}%`;
}
