/** The Settings timezone choices (SPEC §2) as IANA zones: every time is shown in the user's zone. */
export const SETTINGS_TIME_ZONES: Readonly<Record<string, string>> = {
  est: 'America/New_York',
  cst: 'America/Chicago',
  mst: 'America/Denver',
  pst: 'America/Los_Angeles',
};

/** The IANA zone of a Settings timezone choice; UTC while settings are loading or unknown. */
export function ianaZoneOf(setting: string | null | undefined): string {
  return (setting && SETTINGS_TIME_ZONES[setting]) || 'UTC';
}
