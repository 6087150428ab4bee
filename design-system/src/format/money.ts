import type { PnlTone } from '../theme/tones';
import { MISSING, toFiniteNumber, toNumber } from './parseNumber';
import { lazily } from './lazily';

type NumberInput = number | string | null | undefined;

export interface MoneyOptions {
  /** Advanced analytics rounds P&L to whole dollars (SPEC §9). */
  wholeDollars?: boolean;
}

const cents = lazily(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }));
const wholeDollars = lazily(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }));

/** en-US dollars: '$1,234.50', '-$1,234.50'; a dash for anything that is not a number. */
export function formatMoney(value: NumberInput, options: MoneyOptions = {}): string {
  const number = toFiniteNumber(value);
  if (number === null) return MISSING;
  const rounded = (options.wholeDollars ? wholeDollars() : cents()).format(number);
  // Intl keeps the sign of values that round to zero ('-$0.00'); a P&L of nothing has no sign.
  return rounded.replace(/^-(\$0(\.0+)?)$/, '$1');
}

/** Money with an explicit sign either way: '+$12.00', '-$3.50', and '$0.00' for nothing. */
export function formatPnl(value: NumberInput, options: MoneyOptions = {}): string {
  const text = formatMoney(value, options);
  // A gain is signed only when it is not zero once rounded ('$0.00' stays unsigned).
  return text.startsWith('$') && /[1-9]/.test(text) ? `+${text}` : text;
}

/** SPEC §9: P&L is green at 0 or above, else red; 'neutral' when there is no number. */
export function pnlTone(value: NumberInput): PnlTone {
  const number = toNumber(value);
  if (number === null) return 'neutral';
  return number >= 0 ? 'positive' : 'negative';
}
