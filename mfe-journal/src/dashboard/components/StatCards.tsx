import styled from 'styled-components';
import { formatMoney, formatPnl, formatWinRate, pnlTone, StatCard, winRateTone } from '@tj/design-system';
import type { DashboardStats, ExplainedFigure } from '../utils/dashboardModel';

const Grid = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

export interface StatCardsProps {
  stats: DashboardStats | undefined;
  loading: boolean;
  error?: string;
  onExplain: (figure: ExplainedFigure) => void;
}

/** Shown in place of a figure that has no data behind it. */
const NO_FIGURE = '—';

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/** SPEC §2: Total P&L (with its trade count), Win Rate, Profit Factor and Max Drawdown, each explainable. */
export function StatCards({ stats, loading, error, onExplain }: StatCardsProps) {
  const state = { loading: loading && !stats, error: stats ? undefined : error };
  return (
    <Grid aria-label="Performance summary">
      <StatCard
        label="Total P&L"
        value={stats && formatPnl(stats.totalPnl)}
        tone={stats ? pnlTone(stats.totalPnl) : 'neutral'}
        detail={stats && `${count(stats.totalTrades, 'trade')}${stats.openTrades ? ` · ${stats.openTrades} open` : ''}`}
        onExplain={() => onExplain('TOTAL_PNL')}
        {...state}
      />
      <StatCard
        label="Win Rate"
        // No closed trade: a rate of 0.0% would read as every trade lost, so '—' and the reason (issue 29).
        value={stats && (stats.totalTrades > 0 ? formatWinRate(stats.winRate) : NO_FIGURE)}
        tone={stats && stats.totalTrades > 0 ? winRateTone(stats.winRate) : 'neutral'}
        detail={stats && (stats.totalTrades > 0 ? `${stats.winners} of ${count(stats.totalTrades, 'closed trade')}` : 'No closed trades yet')}
        onExplain={() => onExplain('WIN_RATE')}
        {...state}
      />
      <StatCard
        label="Profit Factor"
        value={stats?.profitFactorText}
        detail={stats && `${count(stats.winners, 'winner')}, ${count(stats.losers, 'loser')}`}
        onExplain={() => onExplain('PROFIT_FACTOR')}
        {...state}
      />
      <StatCard
        label="Max Drawdown"
        value={stats && formatMoney(stats.maxDrawdown)}
        tone={stats && Number(stats.maxDrawdown) > 0 ? 'negative' : 'neutral'}
        detail="Largest fall from a peak"
        onExplain={() => onExplain('MAX_DRAWDOWN')}
        {...state}
      />
    </Grid>
  );
}
