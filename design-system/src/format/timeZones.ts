/** The four US Settings timezone choices (SPEC §2) as IANA zones: every time is shown in the user's zone. */
export const SETTINGS_TIME_ZONES: Readonly<Record<string, string>> = {
  est: 'America/New_York',
  cst: 'America/Chicago',
  mst: 'America/Denver',
  pst: 'America/Los_Angeles',
};

/**
 * The IANA zone of a Settings timezone: one of the four US choices, or the IANA zone the trader
 * chose from the full list; UTC while settings are loading, or for a zone this browser does not know.
 */
export function ianaZoneOf(setting: string | null | undefined): string {
  if (!setting) return 'UTC';
  return SETTINGS_TIME_ZONES[setting] ?? (isKnownTimeZone(setting) ? setting : 'UTC');
}

/** Every IANA zone this runtime knows, UTC first, for the Timezone list after the four US choices. */
export function everyTimeZone(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...zones.filter((zone) => zone !== 'UTC')];
}

function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
