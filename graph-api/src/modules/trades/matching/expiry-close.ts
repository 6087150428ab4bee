import type { Instrument } from '../domain/instruments';
import { NEW_YORK, zonedWallClockToUtc } from '../domain/zoned-time';

/**
 * The execution id of an expiry close: not a stored fill but one the matcher adds (docs/options.md,
 * "Expiry and assignment"). Stored executions' ids are their dedupe keys, never this text.
 */
export const EXPIRY_CLOSE_ID = 'expiry-close';

/**
 * How a closed trade's last exit came about when it was no trade: 'expired' when the journal closed
 * it at its expiry, 'assigned' or 'exercised' when the file's closing row says so (docs/options.md).
 */
export type ExitKind = 'expired' | 'assigned' | 'exercised';

/** US equity options stop trading at the market close in New York on their expiry date. */
const EXPIRY_CLOSE_HOUR = 16;

/**
 * When an option position still open expires worthless: 16:00 New York time on its expiry date.
 * Null for anything that is not an option (futures settle to a price the journal is not given).
 */
export function expiryCloseMs(instrument: Pick<Instrument, 'option'>): number | null {
  const expiry = instrument.option?.expiry;
  if (!expiry) return null;
  const [year, month, day] = expiry.split('-').map(Number) as [number, number, number];
  return zonedWallClockToUtc({ year, month, day, hour: EXPIRY_CLOSE_HOUR, minute: 0, second: 0 }, NEW_YORK).getTime();
}

/**
 * The instant an option still open at the end of its fills is closed at 0, or null when it is not
 * due: not an option, or `nowMs` before its expiry close. A fill dated after the close (a late
 * booking) moves the close to it, so a trade never exits before it entered.
 */
export function dueExpiryCloseMs(instrument: Pick<Instrument, 'option'>, lastFillMs: number, nowMs: number | undefined): number | null {
  if (nowMs === undefined) return null;
  const closeMs = expiryCloseMs(instrument);
  if (closeMs === null || nowMs < closeMs) return null;
  return Math.max(closeMs, lastFillMs);
}
