/**
 * Money and quantities travel as canonical decimal strings ("-1234.5", "0.25", "100"): parsed here
 * from what brokers write, summed later exactly (big.js, scaled bigints), stored as DECIMAL columns.
 * Never Number().
 */
// No leading zeros, no trailing fraction zeros, and no "-0" (canonicalDecimal turns it into "0").
const CANONICAL = /^(0|-?[1-9]\d*(\.\d*[1-9])?|-?0\.\d*[1-9])$/;
const UNSIGNED = /^(\d+\.?\d*|\.\d+)$/;

export function isCanonicalDecimal(text: string): boolean {
  return CANONICAL.test(text);
}

/**
 * Reads what a broker writes for a number: "1,234.50", "$12.00", "-$3.10", "$-3.10", "($3.10)"
 * (negative), "+5". One sign at most: "--5", "+-5" or "(-3.10)" are refused, as is "1.2E+2".
 * Returns null when the text is not a number, so the caller can name the line and column in its
 * error. An empty cell is not a number here; callers decide what blank means.
 */
export function parseDecimalText(raw: string): string | null {
  // Most cells are plain digits ("50.99", "300", "50.10"): one pass, no regular expression.
  const plain = canonicalUnsigned(raw);
  if (plain !== null) return plain;
  let text = raw.trim();
  let sign: '-' | '+' | null = null;
  if (text.startsWith('(') && text.endsWith(')')) {
    sign = '-';
    text = text.slice(1, -1).trim();
  }
  const takeSign = () => {
    const first = text[0];
    if (sign !== null || (first !== '-' && first !== '+')) return;
    sign = first;
    text = text.slice(1).trim();
  };
  takeSign();
  if (text.startsWith('$')) {
    text = text.slice(1).trim();
    takeSign(); // "$-3.10" as some exports write it
  }
  if (text.includes(',')) {
    // Thousands separators only: "1,234.5". A decimal comma ("12,5") is refused rather than misread 10x.
    if (!/^\d{1,3}(,\d{3})+(\.\d*)?$/.test(text)) return null;
    text = text.replace(/,/g, '');
  }
  if (!UNSIGNED.test(text)) return null;
  return canonicalDecimal(sign === '-' ? `-${text}` : text);
}

const ZERO_CODE = 48;
const NINE_CODE = 57;
const POINT_CODE = 46;

/**
 * The canonical form of digits with at most one point ("50.10" → "50.1", "007" → "7", ".5" →
 * "0.5"), read in one pass; null for any other text (signs, spaces, separators, no digit).
 */
function canonicalUnsigned(text: string): string | null {
  if (text === '' || text === '.') return null;
  let point = -1;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === POINT_CODE && point === -1) point = index;
    else if (code < ZERO_CODE || code > NINE_CODE) return null;
  }
  const wholeEnd = point === -1 ? text.length : point;
  let start = 0;
  while (start < wholeEnd - 1 && text.charCodeAt(start) === ZERO_CODE) start += 1;
  let end = text.length;
  if (point !== -1) {
    while (end > point + 1 && text.charCodeAt(end - 1) === ZERO_CODE) end -= 1;
    if (end === point + 1) end = point;
  }
  if (wholeEnd === 0) return end === 0 ? '0' : `0${text.slice(0, end)}`;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

/** "007.50" → "7.5", "-0.00" → "0", ".5" → "0.5". Input must already match a plain decimal. */
export function canonicalDecimal(text: string): string {
  const negative = text.startsWith('-');
  const body = negative || text.startsWith('+') ? text.slice(1) : text;
  const [rawInt = '', rawFrac = ''] = body.split('.');
  const intPart = rawInt.replace(/^0+(?=\d)/, '') || '0';
  const fracPart = rawFrac.replace(/0+$/, '');
  const result = fracPart ? `${intPart}.${fracPart}` : intPart;
  return negative && result !== '0' ? `-${result}` : result;
}

/**
 * A decimal column read raw, as the entities hold it (DecimalTextType: canonicalDecimal), without
 * splitting or regular expressions on the common forms: SQLite answers the canonical text it stores,
 * MySQL the DECIMAL at its scale ("-1.250000", "100.00000000"), whose trailing zeros are cut here.
 * Anything else goes through canonicalDecimal itself. Reads of 100 000 trades call it for each amount.
 */
export function decimalOfColumn(value: string | number): string {
  const text = String(value);
  let end = text.length;
  if (text.indexOf('.') !== -1) {
    while (text.charCodeAt(end - 1) === ZERO_CODE) end -= 1;
    if (text.charCodeAt(end - 1) === POINT_CODE) end -= 1;
  }
  const cut = end === text.length ? text : text.slice(0, end);
  return cut !== '-0' && isCanonicalDecimal(cut) ? cut : canonicalDecimal(text);
}

/** The absolute value of a canonical decimal string. */
export function absDecimal(text: string): string {
  return text.startsWith('-') ? text.slice(1) : text;
}

export function isNegativeDecimal(text: string): boolean {
  return text.startsWith('-');
}

export function isZeroDecimal(text: string): boolean {
  return text === '0';
}

/** The size of a DECIMAL(precision, scale) column: precision digits, scale of them after the point. */
export interface DecimalColumn {
  precision: number;
  scale: number;
}

/** Share and contract quantities: fractional shares and crypto need 8 places. */
export const QUANTITY_COLUMN: DecimalColumn = { precision: 24, scale: 8 };
/** Per-unit prices (sub-penny stocks, option premiums, futures ticks). */
export const PRICE_COLUMN: DecimalColumn = { precision: 24, scale: 8 };
/** Cash amounts: P&L, commissions, fees; kept to 6 places so allocations add up exactly. */
export const MONEY_COLUMN: DecimalColumn = { precision: 24, scale: 6 };

/**
 * Whether a canonical decimal fits a DECIMAL(precision, scale) column. MariaDB refuses a value
 * with more digits before the point than the column holds (SQLite, which keeps decimals as text,
 * would store it), so such values are refused before either sees them. Digits past the scale are
 * rounded by MariaDB, not refused: a value that rounds up past the largest one does not fit.
 */
export function fitsDecimalColumn(text: string, { precision, scale }: DecimalColumn): boolean {
  const wholeDigits = precision - scale;
  // Every fill has several numbers to check: most answer from the length of the whole part alone.
  if (wholeDigitsOf(text) < wholeDigits) return true;
  const [whole = '', fraction = ''] = absDecimal(text).split('.');
  if (whole.length !== wholeDigits) return whole.length < wholeDigits;
  const roundsUpPastLargest = /^9+$/.test(whole) && /^9*$/.test(fraction.slice(0, scale)) && fraction.length > scale && fraction.charCodeAt(scale) >= '5'.charCodeAt(0);
  return !roundsUpPastLargest;
}

/** How many digits a canonical decimal has before its point ("-12.5" → 2, "0.25" → 1). */
export function wholeDigitsOf(text: string): number {
  const point = text.indexOf('.');
  return (point === -1 ? text.length : point) - (text.startsWith('-') ? 1 : 0);
}
