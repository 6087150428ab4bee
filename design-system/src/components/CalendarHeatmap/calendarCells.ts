import { lazily } from '../../format/lazily';

const compactMoney = lazily(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }));
const wholeMoney = lazily(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }));

/**
 * One rule for every amount in a cell a phone's seventh of a screen wide: whole dollars under
 * $1,000 ('+$499', '-$27'), compact above ('+$1.3K', '-$12.6K'); never cut off (issue 29 saw '+$…').
 */
export function compactPnl(pnl: number): string {
  const text = Math.abs(pnl) < 999.5 ? wholeMoney().format(pnl) : compactMoney().format(Math.round(pnl));
  return pnl > 0 ? `+${text}` : text;
}

/** Green or red, stronger with a day's (or month's) share of the largest move shown (capped for text contrast). */
export function fillOf(cell: { pnl: number; trades: number } | undefined, largest: number): string {
  if (!cell || cell.trades === 0 || cell.pnl === 0 || largest === 0) return 'transparent';
  const strength = 0.15 + 0.35 * Math.min(1, Math.abs(cell.pnl) / largest);
  return cell.pnl > 0 ? `rgb(34 197 94 / ${strength.toFixed(2)})` : `rgb(248 113 113 / ${strength.toFixed(2)})`;
}

/** '3 trades', '1 trade'. */
export const tradeCount = (trades: number) => `${trades} ${trades === 1 ? 'trade' : 'trades'}`;
