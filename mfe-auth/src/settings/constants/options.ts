import { everyTimeZone, type SelectOptionGroup } from '@tj/design-system';

/** Choices and defaults of SPEC §2 (Settings) and §9. */
export const TIMEZONES = [
  { value: 'est', label: 'Eastern Time (EST)' },
  { value: 'cst', label: 'Central Time (CST)' },
  { value: 'mst', label: 'Mountain Time (MST)' },
  { value: 'pst', label: 'Pacific Time (PST)' },
];

/**
 * After the four US zones, every IANA zone (traders trade from everywhere); the saved zone is listed
 * even if this browser's list lacks it, so the select never shows another zone than the one saved.
 */
export function timeZoneGroups(saved: string): SelectOptionGroup[] {
  const zones = everyTimeZone();
  if (!TIMEZONES.some(({ value }) => value === saved) && !zones.includes(saved)) zones.unshift(saved);
  return [{ label: 'Every time zone', options: zones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })) }];
}

export const BROKERS = [
  { value: 'interactive_brokers', label: 'Interactive Brokers' },
  { value: 'alpaca', label: 'Alpaca' },
  { value: 'das_trader', label: 'DAS Trader' },
  { value: 'thinkorswim', label: 'thinkorswim' },
];

/** The Default Brokers the Import page can connect through an API (the others import CSV files only). */
export const API_BROKERS: readonly string[] = ['interactive_brokers', 'alpaca'];

export const SUMMARY_TIMES = ['09:00', '12:00', '17:00', '20:00'].map((time) => ({ value: time, label: time }));

export const RETENTION = [
  { value: '6', label: '6 months' },
  { value: '12', label: '12 months' },
  { value: '24', label: '24 months' },
  { value: 'unlimited', label: 'Unlimited' },
];

export const RISK_PER_TRADE = { min: 0.1, max: 10, step: 0.1 };
