import { calendarDateIn, NEW_YORK } from '../domain/zoned-time';
import type { RoundTrip } from './round-trips';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * Positions still open in contracts that have expired. Some brokers never report an expiry,
 * exercise or assignment (or the file holds no such row), and the journal does not guess one: an
 * option closed at 0 when it was in fact exercised would misstate the P&L. The trader is told
 * instead, once per position.
 */
export function expiredOpenPositionWarnings(trips: readonly RoundTrip[], now: Date): string[] {
  // US options and futures expire on their exchanges' calendar: "today" is New York's date.
  const today = calendarDateIn(now, NEW_YORK);
  const warnings: string[] = [];
  for (const trip of trips) {
    if (trip.status !== 'open') continue;
    const { option, future, symbol } = trip.instrument;
    const where = trip.accountId ? ` in account ${trip.accountId}` : '';
    if (option && option.expiry < today) {
      warnings.push(`${symbol} expired on ${option.expiry} and is still open${where}: import its expiration, exercise or assignment to close it.`);
    } else if (future && `${future.year}-${future.month}` < today.slice(0, 7)) {
      const contract = `${MONTHS[Number(future.month) - 1]} ${future.year}`;
      warnings.push(`${symbol} (the ${contract} contract) has expired and is still open${where}: import the fill that closed or rolled it.`);
    }
  }
  return warnings;
}
