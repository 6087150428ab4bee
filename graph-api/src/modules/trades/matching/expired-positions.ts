import { calendarDateIn, NEW_YORK } from '../domain/zoned-time';
import type { RoundTrip } from './round-trips';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * Futures positions still open in contracts that have expired. A future settles to a price the
 * journal is not given, so it is not closed by a guess: the trader is told instead, once per
 * position. (Options still open at their expiry are closed at 0 by the matcher: expiry-close.ts.)
 */
export function expiredOpenPositionWarnings(trips: readonly RoundTrip[], now: Date): string[] {
  // Futures expire on their exchanges' calendar: "this month" is New York's.
  const month = calendarDateIn(now, NEW_YORK).slice(0, 7);
  const warnings: string[] = [];
  for (const trip of trips) {
    if (trip.status !== 'open') continue;
    const { future, symbol } = trip.instrument;
    const where = trip.accountId ? ` in account ${trip.accountId}` : '';
    if (future && `${future.year}-${future.month}` < month) {
      const contract = `${MONTHS[Number(future.month) - 1]} ${future.year}`;
      warnings.push(`${symbol} (the ${contract} contract) has expired and is still open${where}: import the fill that closed or rolled it.`);
    }
  }
  return warnings;
}
