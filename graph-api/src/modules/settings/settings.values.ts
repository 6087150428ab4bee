import { z } from 'zod';

/** The four US zones of SPEC §2, offered first; any IANA zone is accepted after them (ianaZoneOf). */
export const TIMEZONES = ['est', 'cst', 'mst', 'pst'] as const;
/** Long enough for every IANA zone name (the longest is 32 characters). */
export const TIMEZONE_LENGTH = 64;
export const BROKERS = ['interactive_brokers', 'alpaca', 'das_trader', 'thinkorswim'] as const;
export const NOTIFICATION_TIMES = ['09:00', '12:00', '17:00', '20:00'] as const;
export const DATA_RETENTIONS = ['6', '12', '24', 'unlimited'] as const;
export const RISK_PER_TRADE = { min: 0.1, max: 10 } as const;

const TIMEZONE_MESSAGE = `Timezone must be one of: ${TIMEZONES.join(', ')}, or an IANA time zone such as Europe/London.`;

const choice = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}.` });

/** Every setting, with the message a person sees when a value is out of range. */
export const settingsSchema = z.object({
  timezone: z
    .string({ error: TIMEZONE_MESSAGE })
    .refine((value) => (TIMEZONES as readonly string[]).includes(value) || canonicalIanaZone(value) !== null, TIMEZONE_MESSAGE)
    .transform((value) => ((TIMEZONES as readonly string[]).includes(value) ? value : canonicalIanaZone(value)!)),
  defaultBroker: choice('Default broker', BROKERS),
  riskPerTrade: z
    .number({ error: 'Risk per trade must be a number.' })
    .min(RISK_PER_TRADE.min, `Risk per trade must be between ${RISK_PER_TRADE.min} and ${RISK_PER_TRADE.max} percent.`)
    .max(RISK_PER_TRADE.max, `Risk per trade must be between ${RISK_PER_TRADE.min} and ${RISK_PER_TRADE.max} percent.`)
    .transform((percent) => Math.round(percent * 100) / 100),
  autoImport: z.boolean(),
  realTimeAnalysis: z.boolean(),
  aiInsights: z.boolean(),
  riskAlerts: z.boolean(),
  dailySummary: z.boolean(),
  weeklyReport: z.boolean(),
  notificationTime: choice('Summary time', NOTIFICATION_TIMES),
  dataRetention: choice('Data retention', DATA_RETENTIONS),
  usageAnalytics: z.boolean(),
});

export type SettingsValues = z.output<typeof settingsSchema>;

/** SPEC §2 defaults, answered until the user saves something. */
export const DEFAULT_SETTINGS: SettingsValues = {
  timezone: 'est',
  defaultBroker: 'interactive_brokers',
  riskPerTrade: 2,
  autoImport: false,
  realTimeAnalysis: true,
  aiInsights: true,
  riskAlerts: true,
  dailySummary: false,
  weeklyReport: true,
  notificationTime: '17:00',
  dataRetention: '12',
  usageAnalytics: true,
};

/** The IANA zone behind each of the four US settings (Eastern, Central, Mountain, Pacific; DST included). */
const US_TIME_ZONES: Readonly<Record<(typeof TIMEZONES)[number], string>> = {
  est: 'America/New_York',
  cst: 'America/Chicago',
  mst: 'America/Denver',
  pst: 'America/Los_Angeles',
};

/**
 * The zone a Timezone setting means: one of the four US zones, or the IANA zone the trader chose
 * (docs/journal.md "Timezone"). A value no longer known (a zone a newer ICU dropped) reads as the default.
 */
export function ianaZoneOf(setting: string | null | undefined): string {
  const value = setting ?? DEFAULT_SETTINGS.timezone;
  if (value in US_TIME_ZONES) return US_TIME_ZONES[value as keyof typeof US_TIME_ZONES];
  return canonicalIanaZone(value) ?? US_TIME_ZONES[DEFAULT_SETTINGS.timezone as keyof typeof US_TIME_ZONES];
}

/** The zone's canonical spelling ("europe/london" is Europe/London), or null when the runtime knows no such zone. */
function canonicalIanaZone(value: string): string | null {
  if (value.length === 0 || value.length > TIMEZONE_LENGTH) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
