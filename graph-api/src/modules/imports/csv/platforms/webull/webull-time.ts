import { isValidWallClock } from '../../../../trades';

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

/*
 * The date is MM/DD/YYYY in US exports and YYYY/MM/DD in regional ones; the zone follows the time
 * after a space, or after a comma in regional exports ("2026/07/20 08:03:36,GMT-04"), either as an
 * abbreviation or as GMT (or UTC) with the offset it states: "GMT-04", "GMT+8", "GMT+05:30".
 */
const WEBULL_TIME = /^(?:(\d{2})\/(\d{2})\/(\d{4})|(\d{4})\/(\d{2})\/(\d{2})) (\d{1,2}):(\d{2}):(\d{2})(?: *, *| +)([A-Z]{3,4})(?:([+-])(\d{1,2})(?::?(\d{2}))?)?$/;

/** The UTC instant of a Webull time, or null when the text is not one or its zone is unknown. */
export function webullInstant(text: string): Date | null {
  const match = WEBULL_TIME.exec(text.trim().toUpperCase());
  if (!match) return null;
  const offset = offsetOf(match[10]!, match[11], match[12], match[13]);
  if (offset === null) return null;
  const [year, month, day] = (match[1] === undefined ? [match[4], match[5], match[6]] : [match[3], match[1], match[2]]).map(Number) as [number, number, number];
  const [hour, minute, second] = [match[7], match[8], match[9]].map(Number) as [number, number, number];
  if (!isValidWallClock({ year, month, day, hour, minute, second })) return null;
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second) - offset * 60_000);
}

/** Minutes east of UTC of a zone abbreviation, or of GMT/UTC and the offset written after it; null when unknown. */
function offsetOf(zone: string, sign: string | undefined, hours: string | undefined, minutes: string | undefined): number | null {
  if (sign === undefined) return ZONE_OFFSETS[zone] ?? null;
  if (zone !== 'GMT' && zone !== 'UTC') return null;
  const [h, m] = [Number(hours), Number(minutes ?? '0')];
  // Real offsets run from UTC−12 to UTC+14.
  if (m > 59 || h * 60 + m > 14 * 60) return null;
  return (sign === '-' ? -1 : 1) * (h * 60 + m);
}
