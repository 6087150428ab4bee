import { isValidWallClock } from '../../../../trades/domain/zoned-time';

/**
 * Webull prints each time with the abbreviation of the zone it was shown in: "01/30/2026 12:08:51 EST",
 * "10/22/2025 12:25:34 EDT". The abbreviation says which offset applied, so it is used as written
 * rather than re-deriving daylight saving from a zone name (an EST stamp the day before the switch
 * stays EST). Offsets in minutes east of UTC.
 */
const ZONE_OFFSETS: Readonly<Record<string, number>> = {
  EST: -300,
  EDT: -240,
  CST: -360,
  CDT: -300,
  MST: -420,
  MDT: -360,
  PST: -480,
  PDT: -420,
  AKST: -540,
  AKDT: -480,
  HST: -600,
  UTC: 0,
  GMT: 0,
};

const WEBULL_TIME = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{1,2}):(\d{2}):(\d{2}) ([A-Z]{3,4})$/;

/** The UTC instant of a Webull time, or null when the text is not one or its zone is unknown. */
export function webullInstant(text: string): Date | null {
  const match = WEBULL_TIME.exec(text.trim().toUpperCase());
  const offset = match ? ZONE_OFFSETS[match[7] ?? ''] : undefined;
  if (!match || offset === undefined) return null;
  const [year, month, day, hour, minute, second] = [match[3], match[1], match[2], match[4], match[5], match[6]].map(Number) as [number, number, number, number, number, number];
  if (!isValidWallClock({ year, month, day, hour, minute, second })) return null;
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second) - offset * 60_000);
}
