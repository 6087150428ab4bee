import styled from 'styled-components';
import { formatPnl, formatWinRate, LoadingStatus, pnlTone, toneColor, winRateTone } from '@tj/design-system';
import { IMPORT_FOR_INSIGHTS, NO_ANALYSIS_DATA } from '../../trades/constants/texts';
import { CARD_TITLES } from '../constants/texts';
import type { AdvancedAnalytics, BreakdownGroup } from '../utils/dashboardModel';
import { CardMessage } from './CardMessage';
import { DashboardCard } from './DashboardCard';
import { SymbolTable } from './SymbolTable';

const Groups = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  dt { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.fontSize.sm}; }
  dd { margin: 0; }
  .name { font-size: ${({ theme }) => theme.fontSize.lg}; font-weight: 700; }
  .sample { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.fontSize.xs}; }
`;

const Tone = styled.span<{ $color: string }>`
  color: ${({ $color }) => $color};
  font-weight: 600;
`;

const Empty = styled.div`
  text-align: center;
  p { margin: 0; }
  p + p { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.fontSize.sm}; }
`;

const WHOLE_DOLLARS = { wholeDollars: true };

function Group({ title, group, figure }: { title: string; group: BreakdownGroup | null; figure: 'total' | 'average' }) {
  if (!group) return null;
  const money = figure === 'average' ? group.avgPnl : group.totalPnl;
  return (
    <div>
      <dt>{title}</dt>
      <dd className="name">{group.label}</dd>
      <dd>
        <Tone $color={toneColor[pnlTone(money)]}>{formatPnl(money, WHOLE_DOLLARS)}</Tone>
        {figure === 'average' ? ' average per trade' : ''} · <Tone $color={toneColor[winRateTone(group.winRate)]}>{formatWinRate(group.winRate)}</Tone> win rate
      </dd>
      <dd className="sample">
        {group.trades} {group.trades === 1 ? 'trade' : 'trades'}
      </dd>
    </div>
  );
}

export interface AdvancedAnalyticsCardProps {
  analytics: AdvancedAnalytics | undefined;
  loading: boolean;
  error?: string;
}

/** Best day, best hour, top performers and best size range, in whole dollars, each with its sample. */
export function AdvancedAnalyticsCard({ analytics, loading, error }: AdvancedAnalyticsCardProps) {
  const empty = analytics && !analytics.bestDay && analytics.topPerformers.length === 0;
  return (
    <DashboardCard title={CARD_TITLES.advanced}>
      {!analytics ? (
        loading ? (
          <LoadingStatus label="Loading advanced analytics" blocks={[200]} />
        ) : (
          <CardMessage error>{error}</CardMessage>
        )
      ) : empty ? (
        <Empty>
          <p>{analytics.message || NO_ANALYSIS_DATA}</p>
          <p>{IMPORT_FOR_INSIGHTS}</p>
        </Empty>
      ) : (
        <>
          <Groups>
            <Group title="Best day" group={analytics.bestDay} figure="total" />
            <Group title="Best hour" group={analytics.bestHour} figure="total" />
            <Group title="Best size range" group={analytics.bestRange} figure="average" />
          </Groups>
          <h3>Top performers</h3>
          <SymbolTable caption="Top performers by net P&L" symbols={analytics.topPerformers} money={WHOLE_DOLLARS} />
        </>
      )}
    </DashboardCard>
  );
}
