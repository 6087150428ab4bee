import { useState } from 'react';
import { formatMoney, formatPnl, monthOf, PageColumn, PageColumns, PageLayout } from '@tj/design-system';
import { AdvancedAnalyticsCard } from '../dashboard/components/AdvancedAnalyticsCard';
import { CalendarCard } from '../dashboard/components/CalendarCard';
import { EquityCurveCard } from '../dashboard/components/EquityCurveCard';
import { ExplainDialog } from '../dashboard/components/ExplainDialog';
import { InsightsCard } from '../dashboard/components/InsightsCard';
import { RecentTradesCard } from '../dashboard/components/RecentTradesCard';
import { StatCards } from '../dashboard/components/StatCards';
import { TopSymbolsCard } from '../dashboard/components/TopSymbolsCard';
import { useDashboardData } from '../dashboard/hooks/useDashboardData';
import { useDashboardViewEvent } from '../dashboard/hooks/useDashboardViewEvent';
import { useExplanation } from '../dashboard/hooks/useExplanation';
import { calendarDaysOf } from '../dashboard/utils/fromApi';
import type { ExplainRequest } from '../dashboard/utils/explanation';
import { todayIn } from '../dashboard/utils/today';
import { DayJournalSection } from '../day-journal/components/DayJournalSection';
import { useDayJournal } from '../day-journal/hooks/useDayJournal';
import { TradeDialog } from '../trades/components/TradeDialog';
import { TradeTable } from '../trades/components/TradeTable';
import { useTradeDialog } from '../trades/hooks/useTradeDialog';

/** SPEC §2 Dashboard: stat cards, equity curve, insights, recent trades, top symbols, calendar, advanced analytics. */
export default function DashboardPage() {
  useDashboardViewEvent();
  const data = useDashboardData();
  const today = todayIn(data.timeZone);
  const [month, setMonth] = useState<string | null>(null);
  // Until the trader pages the calendar, it shows the month of their latest trading day.
  const shownMonth = month ?? monthOf(data.points?.at(-1)?.date ?? today);
  const journal = useDayJournal(shownMonth);
  const [request, setRequest] = useState<ExplainRequest | null>(null);
  const explained = useExplanation(request);
  const tradeDialog = useTradeDialog();
  const openDay = (date: string) => setRequest({ figure: 'DAILY_PNL', date });
  const dayPoint = request?.date ? data.points?.find((point) => point.date === request.date) : undefined;

  return (
    <PageLayout title="Dashboard" description="Your closed trades’ figures. Open any figure to see how it is calculated and the trades behind it.">
      <StatCards stats={data.stats} loading={data.dashboardLoading} error={data.dashboardError} onExplain={(figure) => setRequest({ figure })} />
      <PageColumns>
        <PageColumn>
          <EquityCurveCard points={data.points} today={today} loading={data.chartLoading} error={data.chartError} onPointSelect={(point) => openDay(point.date)} />
          <RecentTradesCard trades={data.recentTrades} loading={data.dashboardLoading} error={data.dashboardError} timeZone={data.timeZone} onOpen={tradeDialog.open} />
          <CalendarCard
            month={shownMonth}
            onMonthChange={setMonth}
            days={calendarDaysOf(data.points ?? [], journal.entryDates)}
            loading={data.chartLoading && !data.points}
            error={data.points ? undefined : data.chartError}
            onDaySelect={openDay}
          />
        </PageColumn>
        <PageColumn>
          <InsightsCard />
          <TopSymbolsCard symbols={data.symbols} loading={data.dashboardLoading} error={data.dashboardError} />
          <AdvancedAnalyticsCard analytics={data.analytics} loading={data.analyticsLoading} error={data.analyticsError} />
        </PageColumn>
      </PageColumns>
      <ExplainDialog
        request={request}
        explanation={explained.explanation}
        loading={explained.loading}
        error={explained.error}
        timeZone={data.timeZone}
        onClose={() => setRequest(null)}
        extraInputs={
          request?.figure === 'DAILY_PNL'
            ? [
                { name: 'Net P&L of the day', value: dayPoint ? formatPnl(dayPoint.dayPnl) : formatMoney(0) },
                { name: 'Cumulative P&L at the end of the day', value: dayPoint ? formatMoney(dayPoint.cumulativePnl) : 'No closed trade that day' },
              ]
            : []
        }
        trades={(trades) => <TradeTable caption="The trades behind it" trades={trades} timeZone={data.timeZone} onOpen={tradeDialog.open} />}
      >
        {request?.figure === 'DAILY_PNL' && request.date && <DayJournalSection date={request.date} journal={journal} />}
      </ExplainDialog>
      <TradeDialog trade={tradeDialog.trade} timeZone={data.timeZone} onClose={tradeDialog.close} />
    </PageLayout>
  );
}
