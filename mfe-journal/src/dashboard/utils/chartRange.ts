import { addMonths, type EquityPoint } from '@tj/design-system';

/** DECISIONS §2: the chart's ranges, 1M first and selected by default. */
export const CHART_RANGES = [
  { id: '1M', label: '1M', months: 1, description: 'the last month' },
  { id: '3M', label: '3M', months: 3, description: 'the last 3 months' },
  { id: '1Y', label: '1Y', months: 12, description: 'the last year' },
  { id: 'ALL', label: 'All', months: null, description: 'all time' },
] as const;

export type ChartRangeId = (typeof CHART_RANGES)[number]['id'];
export const DEFAULT_CHART_RANGE: ChartRangeId = '1M';

export function chartRangeOf(id: string): (typeof CHART_RANGES)[number] {
  return CHART_RANGES.find((range) => range.id === id) ?? CHART_RANGES[0];
}

/** The day before a range begins: a month (3 months, a year) before today; null for All. */
export function rangeStart(range: ChartRangeId, today: string): string | null {
  const { months } = chartRangeOf(range);
  if (months === null) return null;
  const month = addMonths(today.slice(0, 7), -months);
  // The same day of the month a range back, or that month's last day (Mar 31 - 1M = Feb 28).
  const lastDay = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  const day = Math.min(Number(today.slice(8, 10)), lastDay);
  return `${month}-${String(day).padStart(2, '0')}`;
}

/**
 * The points of the whole-history curve inside a range ending today. The curve keeps its level:
 * cumulative P&L still counts every trade before the range, as the server computed it.
 */
export function pointsInRange(points: readonly EquityPoint[], range: ChartRangeId, today: string): EquityPoint[] {
  const start = rangeStart(range, today);
  return start === null ? [...points] : points.filter((point) => point.date > start && point.date <= today);
}
