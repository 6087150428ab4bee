import { formatMoney, formatPercent, formatPnl } from '@tj/design-system';
import type { BreakdownBucketFieldsFragment } from '../../__generated__/graphql';

export type Bucket = BreakdownBucketFieldsFragment;
/** What opening a bucket needs of it. */
export type BucketRef = Pick<Bucket, 'key' | 'label' | 'tradeCount'>;
interface Interval {
  low: number;
  high: number;
}

/** A win rate's 95% interval as percents: '20.8%–93.9%'. */
export const formatRateInterval = ({ low, high }: Interval): string => `${formatPercent(low)}–${formatPercent(high)}`;

/** A mean P&L's 95% interval in dollars: '-$241.92 to +$275.25'; none under 2 trades. */
export const formatPnlInterval = (interval: Interval | null): string => (interval ? `${formatPnl(interval.low)} to ${formatPnl(interval.high)}` : 'none under 2 trades');

/** Minutes as a person says them: '45 sec', '12 min', '2 h 5 min', '3.5 days'. */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return '—';
  if (minutes < 1) return `${Math.round(minutes * 60)} sec`;
  if (minutes < 60) return `${Math.round(minutes)} min`;
  if (minutes < 1_440) {
    const whole = Math.round(minutes);
    return `${Math.floor(whole / 60)} h${whole % 60 ? ` ${whole % 60} min` : ''}`;
  }
  return `${(minutes / 1_440).toFixed(1)} days`;
}

export const formatDollars = (value: number | null): string => (value === null ? '—' : formatMoney(value, { wholeDollars: true }));

/** '12 trades' / '1 trade'. */
export const tradesText = (count: number): string => `${count} ${count === 1 ? 'trade' : 'trades'}`;

