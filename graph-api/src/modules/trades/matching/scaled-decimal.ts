/**
 * Exact decimal arithmetic on scaled integers: a value is `units / 10^scale`. Units are plain
 * numbers while they are safe integers and bigints beyond (see add, subtract, multiply): a file's
 * sums rarely leave the safe range, and number arithmetic allocates nothing, where every bigint
 * result is a new heap object (all bigints made matching a 175 000-fill file a fifth slower). Only
 * division rounds, and only where the caller says (half to even); it works on bigints.
 */
export type Units = number | bigint;

/** Units as a bigint, for division. */
export const toBig = (units: Units): bigint => (typeof units === 'bigint' ? units : BigInt(units));

/**
 * A safe integer result is exact; a true result beyond ±(2^53 − 1) cannot round back into that
 * range, so the check catches every inexact one, which is then worked out in bigints.
 */
const isSafe = (value: number) => value <= Number.MAX_SAFE_INTEGER && value >= -Number.MAX_SAFE_INTEGER;

export function add(a: Units, b: Units): Units {
  if (typeof a === 'number' && typeof b === 'number') {
    const sum = a + b;
    if (isSafe(sum)) return sum;
  }
  return toBig(a) + toBig(b);
}

export function subtract(a: Units, b: Units): Units {
  if (typeof a === 'number' && typeof b === 'number') {
    const difference = a - b;
    if (isSafe(difference)) return difference;
  }
  return toBig(a) - toBig(b);
}

export function multiply(a: Units, b: Units): Units {
  if (typeof a === 'number' && typeof b === 'number') {
    const product = a * b;
    if (isSafe(product)) return product + 0; // + 0 turns a -0 into 0
  }
  return toBig(a) * toBig(b);
}

/** Equal values, whichever form each is in. */
export function sameUnits(a: Units, b: Units): boolean {
  return typeof a === typeof b ? a === b : toBig(a) === toBig(b);
}

/** A bigint result back as a number when it is a safe integer. */
export function compact(units: bigint): Units {
  return units <= MAX_SAFE_BIG && units >= -MAX_SAFE_BIG ? Number(units) : units;
}

const MAX_SAFE_BIG = BigInt(Number.MAX_SAFE_INTEGER);

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

/** "-12.5" at scale 3 → -12500. The text must be a plain decimal with at most `scale` fraction digits. */
export function toUnits(text: string, scale: number): Units {
  // Most commissions and fees of a file are zero.
  if (text === '0') return 0;
  const small = smallUnits(text, scale);
  if (small !== null) return small;
  if (!PLAIN_DECIMAL.test(text)) throw new RangeError(`"${text}" is not a decimal number`);
  const point = text.indexOf('.');
  if (point < 0) return BigInt(text) * pow10(scale);
  const fraction = text.slice(point + 1);
  if (fraction.length > scale) throw new RangeError(`"${text}" has more than ${scale} decimal places`);
  const whole = text.slice(0, point);
  const negative = whole.startsWith('-');
  const digits = (negative || whole.startsWith('+') ? whole.slice(1) : whole) + fraction.padEnd(scale, '0');
  const units = BigInt(digits === '' ? '0' : digits);
  return compact(negative ? -units : units);
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
  return negative && units !== 0 ? -units : units;
}

/** -12500 at scale 3 → "-12.5": the canonical form (no trailing zeros, no "-0"). */
export function fromUnits(units: Units, scale: number): string {
  if (units === 0 || units === 0n) return '0';
  const negative = typeof units === 'number' ? units < 0 : units < 0n;
  // String() of a safe integer is its exact digits.
  let digits = typeof units === 'number' ? String(Math.abs(units)) : (negative ? -units : units).toString();
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
export function rescale(units: Units, fromScale: number, toScale: number): Units {
  if (toScale >= fromScale) return multiply(units, powerOfTen(toScale - fromScale));
  return divide(units, powerOfTen(fromScale - toScale));
}

/**
 * `numerator / denominator` rounded half to even, the denominator positive: divideHalfEven for
 * units of either form, worked out in numbers when both are below 2^52 (a trip's totals nearly
 * always are) and in bigints otherwise: a bigint result is a heap object, and every round trip
 * divides five times.
 */
export function divide(numerator: Units, denominator: Units): Units {
  if (typeof numerator === 'number' && typeof denominator === 'number' && Math.abs(numerator) < HALF_SAFE && denominator < HALF_SAFE) {
    return divideNumbers(numerator, denominator);
  }
  return compact(divideHalfEven(toBig(numerator), toBig(denominator)));
}

const HALF_SAFE = 2 ** 52;

/**
 * Exact for |numerator|, denominator < 2^52: the true quotient is a whole number or at least
 * 1/denominator away from one, while the floating quotient is off by less than half of that
 * (|quotient| < 2^52 / denominator, times 2^-53), so truncating it gives the true whole part, and
 * quotient × denominator (at most |numerator|) makes the remainder exactly. Then half to even, as
 * divideHalfEven.
 */
function divideNumbers(numerator: number, denominator: number): number {
  let quotient = Math.trunc(numerator / denominator);
  const remainder = numerator - quotient * denominator;
  if (remainder !== 0) {
    const twiceRemainder = Math.abs(remainder) * 2;
    if (twiceRemainder > denominator || (twiceRemainder === denominator && quotient % 2 !== 0)) quotient += numerator < 0 ? -1 : 1;
  }
  return quotient + 0; // + 0 turns a -0 into 0
}

/** 10^exponent as units: a number while it is exact (up to 10^15), a bigint beyond. */
export function powerOfTen(exponent: number): Units {
  return exponent <= MAX_EXACT_DIGITS ? 10 ** exponent : pow10(exponent);
}
