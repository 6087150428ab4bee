import { canonicalDecimal, parseDecimalText } from '../../../../trades';

const SCIENTIFIC = /^([+-]?)(\d+)(?:\.(\d*))?[eE]([+-]?\d{1,2})$/;

/**
 * A number as TradeZero writes it: plain ("0.033"), quoted with thousands ("1,000"), or, for the
 * tiny per-share fees, in scientific notation ("3.14E-05"). The exponent moves the decimal point in
 * the text itself, so no binary float is involved. Null when the text is not a number.
 */
export function parseTradeZeroNumber(raw: string): string | null {
  const match = SCIENTIFIC.exec(raw.trim());
  if (!match) return parseDecimalText(raw);
  const [, sign = '', whole = '', fraction = '', exponentText = ''] = match;
  const digits = whole + fraction;
  const point = whole.length + Number(exponentText);
  const shifted =
    point <= 0 ? `0.${'0'.repeat(-point)}${digits}` : point >= digits.length ? digits + '0'.repeat(point - digits.length) : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return canonicalDecimal(`${sign === '-' ? '-' : ''}${shifted}`);
}
