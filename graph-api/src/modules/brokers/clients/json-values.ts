import { parseDecimalText } from '../../trades';

/** Small readers for broker JSON, which is checked field by field instead of trusted. */
export type JsonRecord = Record<string, unknown>;

export function asRecord(value: unknown): JsonRecord | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as JsonRecord) : null;
}

export function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/**
 * A number a broker sent as a JSON number or a string, as canonical decimal text. A JSON number
 * has already been read as a double; its shortest round-trip text ("0.1", "227.52") is the value
 * the broker wrote, and exponent forms of tiny or huge values are spelled out first.
 */
export function decimalOf(value: unknown): string | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    const text = String(value);
    return parseDecimalText(/e/i.test(text) ? value.toFixed(12) : text);
  }
  return typeof value === 'string' ? parseDecimalText(value) : null;
}
