import { PublicError } from '../../errors';
import { DEFAULT_TRADES_LIMIT, MAX_TRADES_LIMIT } from './trade.service';

/** The `limit` of a trades request: 50 when absent, an integer from 1 to 1000 otherwise. */
export function limitOf(raw: unknown): number {
  if (raw === undefined || raw === null || raw === '') return DEFAULT_TRADES_LIMIT;
  const limit = typeof raw === 'number' ? raw : /^\d{1,7}$/.test(String(raw)) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_TRADES_LIMIT) {
    throw new PublicError('BAD_USER_INPUT', `limit must be a whole number from 1 to ${MAX_TRADES_LIMIT}.`);
  }
  return limit;
}
