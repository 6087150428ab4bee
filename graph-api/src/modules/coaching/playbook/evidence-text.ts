import { averagePnl, type Tally, winRateOf } from '../../dashboard-summary';
import { MAX_CITED_TRADES } from './playbook-content';

/** Money as a trader reads it: +$1,234.50, -$52.00. */
export function money(amount: string | number): string {
  const value = Number(amount);
  const text = Math.abs(value).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
  return value < 0 ? `-${text}` : value > 0 ? `+${text}` : text;
}

export const percent = (fraction: number) => `${(fraction * 100).toFixed(1)}%`;

export const plural = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** "+$420.00 over 12 trades (8 won, 66.7%), average +$35.00 a trade". */
export function tallyText(tally: Tally): string {
  return `${money(tally.netPnl)} over ${plural(tally.trades, 'trade')} (${tally.winners} won, ${percent(winRateOf(tally))}), average ${money(averagePnl(tally))} a trade`;
}

/** Minutes as "12 min", "2.5 h" or "3.0 days". */
export function duration(ms: number): string {
  const minutes = ms / 60_000;
  if (minutes < 90) return `${Math.round(minutes)} min`;
  if (minutes < 48 * 60) return `${(minutes / 60).toFixed(1)} h`;
  return `${(minutes / 1440).toFixed(1)} days`;
}

/** The newest trades first, as many as an item cites. */
export function citedIds(trades: readonly { id: string; exitTime: number }[]): string[] {
  return [...trades]
    .sort((a, b) => b.exitTime - a.exitTime)
    .slice(0, MAX_CITED_TRADES)
    .map(({ id }) => id);
}
