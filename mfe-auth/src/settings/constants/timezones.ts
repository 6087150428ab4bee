/** The Settings timezone choices (SPEC §2) as IANA zones, for formatting times. */
export const IANA_TIMEZONES: Record<string, string> = {
  est: 'America/New_York',
  cst: 'America/Chicago',
  mst: 'America/Denver',
  pst: 'America/Los_Angeles',
};
