import { z } from 'zod';

export const TIMEZONES = ['est', 'cst', 'mst', 'pst'] as const;
export const BROKERS = ['interactive_brokers', 'alpaca', 'das_trader', 'thinkorswim'] as const;
export const NOTIFICATION_TIMES = ['09:00', '12:00', '17:00', '20:00'] as const;
export const DATA_RETENTIONS = ['6', '12', '24', 'unlimited'] as const;
export const RISK_PER_TRADE = { min: 0.1, max: 10 } as const;

const choice = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}.` });

/** Every setting, with the message a person sees when a value is out of range. */
export const settingsSchema = z.object({
  timezone: choice('Timezone', TIMEZONES),
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

/** The IANA zone behind each Timezone setting (Eastern, Central, Mountain, Pacific; DST included). */
export const IANA_TIME_ZONES: Readonly<Record<(typeof TIMEZONES)[number], string>> = {
  est: 'America/New_York',
  cst: 'America/Chicago',
  mst: 'America/Denver',
  pst: 'America/Los_Angeles',
};
