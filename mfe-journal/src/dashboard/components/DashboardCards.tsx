import { memo } from 'react';
import { EmptyState, PageColumn, PageColumns } from '@tj/design-system';
import { IMPORT_FOR_INSIGHTS } from '../../trades/constants/texts';
import type { TradeRow } from '../../trades/utils/tradeRow';
import { EMPTY_JOURNAL, IMPORT_TRADES } from '../constants/texts';
import type { DashboardData } from '../hooks/useDashboardData';
import type { ExplainedFigure } from '../utils/dashboardModel';
import { calendarDaysOf } from '../utils/fromApi';
import { AdvancedAnalyticsCard } from './AdvancedAnalyticsCard';
import { CalendarCard } from './CalendarCard';
import { CardLink } from './CardLink';
import { EquityCurveCard } from './EquityCurveCard';
import { InsightsCard } from './InsightsCard';
import { RecentTradesCard } from './RecentTradesCard';
import { StatCards } from './StatCards';
import { TopSymbolsCard } from './TopSymbolsCard';

export interface DashboardCardsProps {
  data: DashboardData;
  today: string;
  /** The calendar's month ('2025-03'). */
  month: string;
  onMonthChange: (month: string) => void;
  /** The days of the month with a journal entry. */
  entryDates: ReadonlySet<string>;
  onExplain: (figure: ExplainedFigure) => void;
  onDaySelect: (date: string) => void;
  onOpenTrade: (trade: TradeRow) => void;
}

/**
 * The dashboard's cards: stat cards, equity curve, recent trades, calendar, insights, top symbols and
 * advanced analytics. Memoized: opening a dialog of the page does not draw them again.
 */
export const DashboardCards = memo(function DashboardCards(props: DashboardCardsProps) {
  const { data, today, month, onMonthChange, entryDates, onExplain, onDaySelect, onOpenTrade } = props;
  const empty = data.stats !== undefined && data.stats.totalTrades === 0 && data.stats.openTrades === 0;
  return (
    <>
      {empty &&
        (data.filtered ? (
          <EmptyState title="No trades under this filter" description="Widen or clear the filter to see your figures." />
        ) : (
          <EmptyState title={EMPTY_JOURNAL} description={IMPORT_FOR_INSIGHTS} action={<CardLink to="/import">{IMPORT_TRADES}</CardLink>} />
        ))}
      <StatCards stats={data.stats} loading={data.dashboardLoading} error={data.dashboardError} onExplain={onExplain} />
      <PageColumns>
        <PageColumn>
          <EquityCurveCard points={data.points} today={today} loading={data.chartLoading} error={data.chartError} onPointSelect={(point) => onDaySelect(point.date)} />
          <RecentTradesCard trades={data.recentTrades} loading={data.dashboardLoading} error={data.dashboardError} timeZone={data.timeZone} onOpen={onOpenTrade} />
          <CalendarCard
            month={month}
            onMonthChange={onMonthChange}
            days={calendarDaysOf(data.points ?? [], entryDates)}
            loading={data.chartLoading && !data.points}
            error={data.points ? undefined : data.chartError}
            onDaySelect={onDaySelect}
          />
        </PageColumn>
        <PageColumn>
          <InsightsCard />
          <TopSymbolsCard symbols={data.symbols} loading={data.dashboardLoading} error={data.dashboardError} />
          <AdvancedAnalyticsCard analytics={data.analytics} loading={data.analyticsLoading} error={data.analyticsError} />
        </PageColumn>
      </PageColumns>
    </>
  );
});
