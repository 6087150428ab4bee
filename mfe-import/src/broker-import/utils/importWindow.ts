import { IMPORT_WINDOW_DAYS } from '../../import-center/constants/limits';

const DAY_MS = 24 * 60 * 60 * 1000;

/** SPEC §7: an API import asks for start_date = 30 days ago and end_date = now, as ISO times. */
export function importWindow(now: Date, days = IMPORT_WINDOW_DAYS): { startDate: string; endDate: string } {
  return { startDate: new Date(now.getTime() - days * DAY_MS).toISOString(), endDate: now.toISOString() };
}
