import { useCallback, useDeferredValue, useState } from 'react';
import { formatMoney, formatPnl, monthOf, PageLayout, todayIn } from '@tj/design-system';
import { DashboardCards } from '../dashboard/components/DashboardCards';
import { ExplainDialog } from '../dashboard/components/ExplainDialog';
import { useDashboardData } from '../dashboard/hooks/useDashboardData';
import { useDashboardViewEvent } from '../dashboard/hooks/useDashboardViewEvent';
import type { ExplainedFigure } from '../dashboard/utils/dashboardModel';
import type { ExplainRequest } from '../dashboard/utils/explanation';
import { DayJournalSection } from '../day-journal/components/DayJournalSection';
import { JournalFilterBar } from '../filter/components/JournalFilterBar';
import { PeriodComparisonCard } from '../filter/components/PeriodComparisonCard';
import { TooFewTradesNote } from '../filter/components/TooFewTradesNote';
import { useJournalFilter } from '../filter/hooks/useJournalFilter';
import { hasPeriod } from '../filter/utils/journalFilter';
import { useDayJournal } from '../day-journal/hooks/useDayJournal';
import { TradeDialog } from '../trades/components/TradeDialog';
import { TradeTable } from '../trades/components/TradeTable';
import { useTradeDialog } from '../trades/hooks/useTradeDialog';

/** SPEC §2 Dashboard: stat cards, equity curve, insights, recent trades, top symbols, calendar, advanced analytics. */
export default function DashboardPage() {
  useDashboardViewEvent();
  // The answers of the dashboard's calls arrive one by one. The cards draw each in a deferred
  // render, which React does in slices: none of them is a long task that holds the page up.
  const filterState = useJournalFilter();
  const data = useDeferredValue(useDashboardData(filterState.input));
  // The page's first render draws its frame only (the title, and the calls for its figures, which
  // start when it is shown): the cards, the longest part of it, follow in a second render, so that
  // neither the title's paint nor the calls wait for them.
  const cardsShown = useDeferredValue(true, false);
  const today = todayIn(data.timeZone);
  const [month, setMonth] = useState<string | null>(null);
  // Until the trader pages the calendar, it shows the month of their latest trading day.
  const shownMonth = month ?? monthOf(data.points?.at(-1)?.date ?? today);
  // Its journal entries are asked for once that month is known (not for today's month first).
  const journal = useDayJournal(month === null && data.chartLoading ? null : shownMonth);
  const entryDates = useDeferredValue(journal.entryDates);
  const [request, setRequest] = useState<ExplainRequest | null>(null);
  const tradeDialog = useTradeDialog();
  const filterInput = filterState.input;
  const explain = useCallback((figure: ExplainedFigure) => setRequest({ figure, filter: filterInput }), [filterInput]);
  const openDay = useCallback((date: string) => setRequest({ figure: 'DAILY_PNL', date, filter: filterInput }), [filterInput]);
  const dayPoint = request?.date ? data.points?.find((point) => point.date === request.date) : undefined;

  return (
    <PageLayout title="Dashboard" description="Your closed trades’ figures. Open any figure to see how it is calculated and the trades behind it.">
      <JournalFilterBar state={filterState} current="/dashboard" />
      {data.tooFewTrades && data.stats && <TooFewTradesNote trades={data.stats.totalTrades} enough={20} />}
      {filterState.filter.compare && filterInput && hasPeriod(filterState.filter) && <PeriodComparisonCard filter={filterInput} timeZone={data.timeZone} />}
      {cardsShown && (
        <DashboardCards
          data={data}
          today={today}
          month={shownMonth}
          onMonthChange={setMonth}
          entryDates={entryDates}
          onExplain={explain}
          onDaySelect={openDay}
          onOpenTrade={tradeDialog.open}
        />
      )}
      <ExplainDialog
        request={request}
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
