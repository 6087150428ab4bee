import { ACCOUNT_ID_CHARS, canonicalDecimal, fitsCharacters, fitsDecimalColumn, type Instrument, InstrumentError, isNegativeDecimal, isZeroDecimal, MONEY_COLUMN, parseDecimalText, parseOccSymbol, PRICE_COLUMN, QUANTITY_COLUMN, stockInstrument, SYMBOL_CHARS, type TradeDirection } from '../trades';
import { fieldsRefused } from './manual-trade.errors';

/** The notes a trade may carry (the journal's limit, docs/journal.md). */
export const MANUAL_NOTES_MAX = 10_000;

/** A trade entered by hand as a form or a script sends it: text everywhere, checked by manualTradeDraftOf. */
export interface ManualTradeInput {
  symbol?: unknown;
  side?: unknown;
  quantity?: unknown;
  entryPrice?: unknown;
  entryTime?: unknown;
  exitPrice?: unknown;
  exitTime?: unknown;
  commission?: unknown;
  fees?: unknown;
  accountId?: unknown;
  notes?: unknown;
}

/** A manual trade, checked: an entry fill, and an exit fill when both exit fields are given. */
export interface ManualTradeDraft {
  instrument: Instrument;
  accountId: string;
  direction: TradeDirection;
  quantity: string;
  entryPrice: string;
  entryAtMs: number;
  exit: { price: string; atMs: number } | null;
  commission: string;
  fees: string;
  /** Undefined when not sent: an edit keeps the trade's notes. */
  notes: string | undefined;
}

/** A close by hand as sent: the price and time of the closing fill, and its costs. */
export interface ManualCloseInput {
  price?: unknown;
  time?: unknown;
  commission?: unknown;
  fees?: unknown;
}

export interface ManualCloseDraft {
  price: string;
  atMs: number;
  commission: string;
  fees: string;
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Collects each field's problem, so one answer names every field to fix. */
class FieldChecks {
  readonly problems: Record<string, string> = {};

  constructor(private readonly nowMs: number) {}

  decimal(field: string, label: string, value: unknown, rule: { required: boolean; positive?: boolean; column: typeof MONEY_COLUMN }): string | null {
    if (isBlank(value)) {
      if (rule.required) this.problems[field] = `${label} is required.`;
      return rule.required ? null : '0';
    }
    const parsed = typeof value === 'number' && Number.isFinite(value) ? parseDecimalText(String(value)) : typeof value === 'string' ? parseDecimalText(value) : null;
    if (parsed === null) return this.refuse(field, `${label} must be a number, such as 12.5.`);
    if (isNegativeDecimal(parsed)) return this.refuse(field, `${label} cannot be negative.`);
    if (rule.positive && isZeroDecimal(parsed)) return this.refuse(field, `${label} must be more than 0.`);
    const text = canonicalDecimal(parsed);
    if (!fitsDecimalColumn(text, rule.column)) return this.refuse(field, `${label} has too many digits (at most ${rule.column.precision - rule.column.scale} before the point and ${rule.column.scale} after it).`);
    return text;
  }

  time(field: string, label: string, value: unknown, required: boolean): number | null {
    if (isBlank(value)) {
      if (required) this.problems[field] = `${label} is required.`;
      return null;
    }
    const ms = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value.trim()) ? Date.parse(value.trim()) : Number.NaN;
    if (!Number.isFinite(ms)) return this.refuse(field, `${label} must be a date and time, such as 2026-03-02T14:30:00Z.`);
    if (ms > this.nowMs + 60_000) return this.refuse(field, `${label} cannot be in the future.`);
    return ms;
  }

  refuse(field: string, problem: string): null {
    this.problems[field] ??= problem;
    return null;
  }

  done(): void {
    if (Object.keys(this.problems).length > 0) throw fieldsRefused(this.problems);
  }
}

function instrumentOf(checks: FieldChecks, value: unknown): Instrument | null {
  if (isBlank(value)) return checks.refuse('symbol', 'Symbol is required.');
  if (typeof value !== 'string' || !fitsCharacters(value.trim(), SYMBOL_CHARS)) return checks.refuse('symbol', `Symbol must be a ticker such as AAPL (at most ${SYMBOL_CHARS} characters).`);
  try {
    return parseOccSymbol(value) ?? stockInstrument(value);
  } catch (error) {
    if (error instanceof InstrumentError) return checks.refuse('symbol', 'Symbol must be a ticker such as AAPL, or an option as its OCC symbol (AAPL  260320C00190000).');
    throw error;
  }
}

/** Checks every field of a manual trade; refuses all the problems at once, field by field. */
export function manualTradeDraftOf(input: ManualTradeInput, now: Date): ManualTradeDraft {
  const checks = new FieldChecks(now.getTime());
  const instrument = instrumentOf(checks, input.symbol);
  const side = typeof input.side === 'string' ? input.side.trim().toUpperCase() : '';
  if (side !== 'LONG' && side !== 'SHORT') checks.refuse('side', 'Side must be LONG or SHORT.');
  const quantity = checks.decimal('quantity', 'Quantity', input.quantity, { required: true, positive: true, column: QUANTITY_COLUMN });
  const entryPrice = checks.decimal('entryPrice', 'Entry price', input.entryPrice, { required: true, column: PRICE_COLUMN });
  const entryAtMs = checks.time('entryTime', 'Entry time', input.entryTime, true);
  const exitPrice = checks.decimal('exitPrice', 'Exit price', input.exitPrice, { required: false, column: PRICE_COLUMN });
  const exitAtMs = checks.time('exitTime', 'Exit time', input.exitTime, false);
  const exitGiven = !isBlank(input.exitPrice) || !isBlank(input.exitTime);
  if (exitGiven && isBlank(input.exitPrice)) checks.refuse('exitPrice', 'Exit price is required with an exit time (leave both empty for an open trade).');
  if (exitGiven && isBlank(input.exitTime)) checks.refuse('exitTime', 'Exit time is required with an exit price (leave both empty for an open trade).');
  if (entryAtMs !== null && exitAtMs !== null && exitAtMs < entryAtMs) checks.refuse('exitTime', 'Exit time must be at or after the entry time.');
  const commission = checks.decimal('commission', 'Commission', input.commission, { required: false, column: MONEY_COLUMN });
  const fees = checks.decimal('fees', 'Fees', input.fees, { required: false, column: MONEY_COLUMN });
  const accountId = isBlank(input.accountId) ? '' : typeof input.accountId === 'string' ? input.accountId.trim() : null;
  if (accountId === null || !fitsCharacters(accountId, ACCOUNT_ID_CHARS)) checks.refuse('accountId', `Account must be text of at most ${ACCOUNT_ID_CHARS} characters.`);
  if (input.notes !== undefined && input.notes !== null && typeof input.notes !== 'string') checks.refuse('notes', 'Notes must be text.');
  if (typeof input.notes === 'string' && input.notes.length > MANUAL_NOTES_MAX) {
    checks.refuse('notes', `Notes must be at most ${MANUAL_NOTES_MAX.toLocaleString('en-US')} characters long (these are ${input.notes.length.toLocaleString('en-US')}).`);
  }
  checks.done();
  return {
    instrument: instrument!,
    accountId: accountId!,
    direction: side as TradeDirection,
    quantity: quantity!,
    entryPrice: entryPrice!,
    entryAtMs: entryAtMs!,
    exit: exitGiven ? { price: exitPrice!, atMs: exitAtMs! } : null,
    commission: commission!,
    fees: fees!,
    notes: input.notes === undefined ? undefined : ((input.notes as string | null) ?? ''),
  };
}

/** Checks a close by hand; `afterMs` is the trade's last fill, which the close cannot come before. */
export function manualCloseDraftOf(input: ManualCloseInput, now: Date, afterMs: number): ManualCloseDraft {
  const checks = new FieldChecks(now.getTime());
  const price = checks.decimal('price', 'Exit price', input.price, { required: true, column: PRICE_COLUMN });
  const atMs = checks.time('time', 'Exit time', input.time, true);
  if (atMs !== null && atMs < afterMs) checks.refuse('time', `Exit time must be at or after the trade's last fill (${new Date(afterMs).toISOString()}).`);
  const commission = checks.decimal('commission', 'Commission', input.commission, { required: false, column: MONEY_COLUMN });
  const fees = checks.decimal('fees', 'Fees', input.fees, { required: false, column: MONEY_COLUMN });
  checks.done();
  return { price: price!, atMs: atMs!, commission: commission!, fees: fees! };
}
