/**
 * Exact decimal arithmetic on scaled integers: a value is `units / 10^scale` with `units` a bigint.
 * The matcher sums hundreds of thousands of products a file; big.js objects made that its slowest
 * part, while bigint addition and multiplication of small values cost a few nanoseconds and are
 * exact at any size. Only division rounds, and only where the caller says (half to even).
 */
const POWERS_OF_TEN: bigint[] = [];

export function pow10(exponent: number): bigint {
  let power = POWERS_OF_TEN[exponent];
  if (power === undefined) POWERS_OF_TEN[exponent] = power = 10n ** BigInt(exponent);
  return power;
}

const PLAIN_DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** Digits after the point of a plain decimal string ("12.50" → 2, "7" → 0). */
export function fractionDigits(text: string): number {
  const point = text.indexOf('.');
  return point < 0 ? 0 : text.length - point - 1;
}

/** "-12.5" at scale 3 → -12500n. The text must be a plain decimal with at most `scale` fraction digits. */
export function toUnits(text: string, scale: number): bigint {
  const small = smallUnits(text, scale);
  if (small !== null) return BigInt(small);
  if (!PLAIN_DECIMAL.test(text)) throw new RangeError(`"${text}" is not a decimal number`);
  const point = text.indexOf('.');
  if (point < 0) return BigInt(text) * pow10(scale);
  const fraction = text.slice(point + 1);
  if (fraction.length > scale) throw new RangeError(`"${text}" has more than ${scale} decimal places`);
  const whole = text.slice(0, point);
  const negative = whole.startsWith('-');
  const digits = (negative || whole.startsWith('+') ? whole.slice(1) : whole) + fraction.padEnd(scale, '0');
  const units = BigInt(digits === '' ? '0' : digits);
  return negative ? -units : units;
}

const MAX_EXACT_DIGITS = 15;
const ZERO_CODE = 48;
const NINE_CODE = 57;
const POINT_CODE = 46;
const MINUS_CODE = 45;

/**
 * The common case without building strings: an optional minus, at most 15 digits, at most one
 * point. Fifteen digits (times a power of ten below 10^15) stay exact in a double. Null otherwise.
 */
function smallUnits(text: string, scale: number): number | null {
  const negative = text.charCodeAt(0) === MINUS_CODE;
  let value = 0;
  let digits = 0;
  let fractionDigits = -1;
  for (let index = negative ? 1 : 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= ZERO_CODE && code <= NINE_CODE) {
      value = value * 10 + (code - ZERO_CODE);
      digits += 1;
      if (fractionDigits >= 0) fractionDigits += 1;
    } else if (code === POINT_CODE && fractionDigits < 0) {
      fractionDigits = 0;
    } else {
      return null;
    }
  }
  const padding = scale - Math.max(fractionDigits, 0);
  if (digits === 0 || digits + padding > MAX_EXACT_DIGITS || padding < 0) return null;
  const units = value * 10 ** padding;
  return negative ? -units : units;
}

/** -12500n at scale 3 → "-12.5": the canonical form (no trailing zeros, no "-0"). */
export function fromUnits(units: bigint, scale: number): string {
  if (units === 0n) return '0';
  const negative = units < 0n;
  let digits = (negative ? -units : units).toString();
  if (scale > 0) {
    if (digits.length <= scale) digits = digits.padStart(scale + 1, '0');
    let end = digits.length;
    const point = end - scale;
    while (end > point && digits.charCodeAt(end - 1) === ZERO_CODE) end -= 1;
    digits = end === point ? digits.slice(0, point) : `${digits.slice(0, point)}.${digits.slice(point, end)}`;
  }
  return negative ? `-${digits}` : digits;
}

/** `numerator / denominator` rounded half to even; the denominator must be positive. */
export function divideHalfEven(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  if (remainder === 0n) return quotient;
  const twiceRemainder = (remainder < 0n ? -remainder : remainder) * 2n;
  const awayFromZero = twiceRemainder > denominator || (twiceRemainder === denominator && quotient % 2n !== 0n);
  if (!awayFromZero) return quotient;
  return numerator < 0n ? quotient - 1n : quotient + 1n;
}

/** Units at `fromScale` expressed at `toScale`, rounded half to even when digits are dropped. */
export function rescale(units: bigint, fromScale: number, toScale: number): bigint {
  if (toScale >= fromScale) return units * pow10(toScale - fromScale);
  return divideHalfEven(units, pow10(fromScale - toScale));
}
