import { MISSING, toFiniteNumber } from './parseNumber';
import { lazily } from './lazily';

type NumberInput = number | string | null | undefined;

// Quotes of a dollar or more move in cents and sometimes tenths of a cent; an average entry of
// several fills (189.56666667) is only worth reading to four places. Sub-dollar stocks quote to
// four places and crypto pairs far smaller, so below a dollar eight places are kept.
const dollarPrice = lazily(() => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 }));
const subDollarPrice = lazily(() => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 8 }));
const quantity = lazily(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 8 }));

/** A price as traders read it: '189.50', '189.5667', '1,234.00', '0.0512', '0.00001234'; a dash for anything else. */
export function formatPrice(value: NumberInput): string {
  const number = toFiniteNumber(value);
  if (number === null) return MISSING;
  return (Math.abs(number) >= 1 ? dollarPrice() : subDollarPrice()).format(number);
}

/** A share, contract or coin count with thousands separators: '1,000', '0.5'; a dash for anything else. */
export function formatQuantity(value: NumberInput): string {
  const number = toFiniteNumber(value);
  if (number === null) return MISSING;
  return quantity().format(number);
}
