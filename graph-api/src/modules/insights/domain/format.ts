// The texts quote figures as the pages show them (DECISIONS.md §1): en-US dollars, percents with one decimal.

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatMoney = (amount: number | string): string => dollars.format(Number(amount));

export const formatPercent = (fraction: number): string => `${(fraction * 100).toFixed(1)}%`;

export function formatRange(low: number, high: number, format: (value: number) => string): string {
  if (!Number.isFinite(low) || !Number.isFinite(high)) return 'unbounded (one trade)';
  return `${format(low)} to ${format(high)}`;
}

/** A p-value as people read it: "1 time in 2,500" rather than 0.0004. */
export function formatChance(pValue: number): string {
  if (pValue >= 0.5) return 'more often than not';
  return `about 1 time in ${Math.round(1 / pValue).toLocaleString('en-US')}`;
}

export const formatHour = (hour: number): string => `${String(hour).padStart(2, '0')}:00-${String(hour).padStart(2, '0')}:59`;

export const formatMinutes = (minutes: number): string => (minutes < 120 ? `${minutes.toFixed(1)} min` : `${(minutes / 60).toFixed(1)} h`);

export const plural = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
