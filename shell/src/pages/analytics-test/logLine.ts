import type { Delivery, Tracked } from '../../site-analytics';

export const EMPTY_LOG = 'No events logged yet. Click the test buttons above to start tracking.';

export const DELIVERY_TEXT: Record<Delivery, string> = {
  sent: 'Sent',
  held: 'Held until your session is known',
  'no-consent': 'Not sent: Usage Analytics is off',
  'not-configured': 'Not sent: GA_MEASUREMENT_ID is not set',
};

/** 24-hour local time, as the trader's clock shows it: 09:31:05. */
export function logTime(time: Date): string {
  return [time.getHours(), time.getMinutes(), time.getSeconds()].map((part) => String(part).padStart(2, '0')).join(':');
}

/** event_category: import, event_label: analytics_test, value: 25 */
export function paramsText(params: Tracked['params']): string {
  return Object.entries(params)
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');
}
