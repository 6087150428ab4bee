import type { WinRateTone } from '../theme/tones';
import { MISSING, toFiniteNumber, toNumber } from './parseNumber';

type NumberInput = number | string | null | undefined;

/** A fraction as a percent: formatPercent(0.6134) → '61.3%', formatPercent(0.5, 0) → '50%'. */
export function formatPercent(fraction: NumberInput, decimals = 1): string {
  const number = toFiniteNumber(fraction);
  if (number === null) return MISSING;
  return `${(number * 100).toFixed(decimals)}%`;
}

/** SPEC §9: win rate (a fraction 0-1) as a percent with one decimal. */
export function formatWinRate(fraction: NumberInput): string {
  return formatPercent(fraction, 1);
}

/** SPEC §9: green at 0.6 or above, yellow from 0.4 to below 0.6, red below 0.4. */
export function winRateTone(fraction: NumberInput): WinRateTone {
  const number = toNumber(fraction);
  if (number === null) return 'neutral';
  if (number >= 0.6) return 'success';
  if (number >= 0.4) return 'warning';
  return 'destructive';
}

/** SPEC §9: gross profit / gross loss with 2 decimals; with no losses at all it is infinite. */
export function formatProfitFactor(value: NumberInput): string {
  const number = toNumber(value);
  if (number === null) return MISSING;
  if (number === Infinity) return '∞';
  if (!Number.isFinite(number)) return MISSING;
  return number.toFixed(2);
}

/**
 * Confidence as a whole percent. It takes a 0-100 score, the scale of the API's confidence_score
 * (SPEC §3), not a fraction: formatConfidence(85) → '85%'. Out-of-range scores are clamped.
 */
export function formatConfidence(score: NumberInput): string {
  const number = toFiniteNumber(score);
  if (number === null) return MISSING;
  return `${Math.round(Math.min(100, Math.max(0, number)))}%`;
}
