import { formatDate, formatDateTime } from '@tj/design-system';

/**
 * A date-only export's fills (docs/importing.md, "time not given") hold a placeholder time of the
 * file's date in New York (12:00, or 16:00 for an option's expiry): the date is read there, so a
 * trader east of New York does not see the next day.
 */
const FILE_DATE_ZONE = 'America/New_York';

export const TIME_NOT_GIVEN = 'time not given';

/** A trade's time as the screens show it: date and time, or the date and "time not given". */
export function formatTradeTime(value: string, trade: { timeGiven: boolean }, options: { timeZone: string; withSeconds?: boolean }): string {
  if (trade.timeGiven) return formatDateTime(value, options);
  return `${formatDate(value, { timeZone: FILE_DATE_ZONE })} · ${TIME_NOT_GIVEN}`;
}
