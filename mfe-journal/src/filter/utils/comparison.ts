import { formatMoney, formatPercent, formatPnl, formatProfitFactor, formatWinRate } from '@tj/design-system';

export const FIGURE_LABELS: Record<string, string> = {
  net_pnl: 'Net P&L',
  trades: 'Closed trades',
  win_rate: 'Win rate',
  profit_factor: 'Profit factor',
  expectancy: 'Expectancy',
};

/** A figure's value as the dashboard writes it. */
export function figureText(figure: string, value: string): string {
  if (value === '∞' || value === '—') return value;
  switch (figure) {
    case 'net_pnl':
    case 'expectancy':
      return formatMoney(value);
    case 'win_rate':
      return formatWinRate(value);
    case 'profit_factor':
      return formatProfitFactor(value);
    default:
      return value;
  }
}

/** A change, signed: "+$250.00", "−12.5 pts", "+0.40", "+3". */
export function changeText(figure: string, change: string | null): string {
  if (change === null) return '—';
  const value = Number(change);
  const sign = value > 0 ? '+' : '';
  switch (figure) {
    case 'net_pnl':
    case 'expectancy':
      return formatPnl(change);
    case 'win_rate':
      return `${sign}${formatPercent(value).replace('%', '')} pts`;
    case 'profit_factor':
      return `${sign}${value.toFixed(2)}`;
    default:
      return `${sign}${value}`;
  }
}

/** What the verdict tells a trader, in words. */
export const VERDICT_TEXT: Record<string, string> = {
  'more than noise': 'More than noise',
  'within noise': 'Within noise',
  'too few trades': 'Too few trades to tell',
  'not tested': '',
};
