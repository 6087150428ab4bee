import { addDays, type EquityPoint } from '@tj/design-system';

/**
 * The week's chart: $0.00 on the Sunday before (where the e-mail's image starts too), then every day
 * up to the last with trades, a day without trades keeping the running total, so one trading day
 * still draws a line and the days between are not skipped.
 */
export function weekChartPoints(monday: string, days: ReadonlyArray<{ day: string; cumulativePnl: number; dayPnl: number; trades: number }>): EquityPoint[] {
  const last = days.at(-1);
  if (!last) return [];
  const points: EquityPoint[] = [{ date: addDays(monday, -1), cumulativePnl: 0, dayPnl: 0, trades: 0 }];
  const byDay = new Map(days.map((day) => [day.day, day]));
  for (let day = monday; day <= last.day; day = addDays(day, 1)) {
    const traded = byDay.get(day);
    points.push(traded ? { date: day, cumulativePnl: traded.cumulativePnl, dayPnl: traded.dayPnl, trades: traded.trades } : { date: day, cumulativePnl: points.at(-1)!.cumulativePnl, dayPnl: 0, trades: 0 });
  }
  return points;
}
