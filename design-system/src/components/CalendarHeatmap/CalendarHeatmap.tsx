import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { formatPnl } from '../../format/money';
import { Skeleton } from '../Skeleton/Skeleton';
import { compactPnl, fillOf, tradeCount } from './calendarCells';
import { cellButton } from './cellButton';
import { CalendarYear } from './CalendarYear';
import { addDays, addMonths, formatLongDay, formatMonth, monthOf, weekTotalsOf, weeksOfMonth, type CalendarDay } from './calendarMonth';
import { WeekTotals } from './WeekTotals';

export { compactPnl } from './calendarCells';

export interface CalendarHeatmapProps {
  /** The month shown, 'YYYY-MM'. */
  month: string;
  onMonthChange: (month: string) => void;
  /** The days with trades or a journal entry (that month's at least; the year view sums a year's); others show empty. */
  days: readonly CalendarDay[];
  onDaySelect?: (date: string) => void;
  loading?: boolean;
  error?: string;
}

const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  /* The day cells follow the calendar's own width (a card in a column), not the window's. */
  container-type: inline-size;
`;

const MonthBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  h3 { flex: 1; margin: 0; text-align: center; font-size: ${({ theme }) => theme.fontSize.md}; }
`;

const NavButton = styled.button`
  min-width: 36px;
  min-height: 32px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  cursor: pointer;
`;

const ViewButton = styled(NavButton)`
  padding: 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Grid = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: 3px;
  th { font-size: ${({ theme }) => theme.fontSize.xs}; font-weight: 600; color: ${({ theme }) => theme.color.textMuted}; }
  td { padding: 0; }
`;

const DayButton = styled.button<{ $fill: string }>`
  ${cellButton}
  align-content: start;
  min-height: 48px;
  padding: 2px 3px;
  /* Shown in full: a figure too wide for its cell wraps rather than being cut off. */
  span { overflow-wrap: anywhere; line-height: 1.25; }
  /* Full text colour: muted grey on the strongest green or red fill falls under 4.5:1. */
  .trades { font-weight: 400; }
  .narrow { display: none; }
  /*
   * A phone's seventh of a calendar is about 40 px: the amount drops its '$' ('+499', '+1.3K') and
   * the count goes, rather than breaking mid-number. Both stay in the day's name, the weekly totals
   * and the day's own panel.
   */
  @container (max-width: 520px) {
    padding: 2px 1px;
    .wide, .trades { display: none; }
    .narrow { display: inline; overflow-wrap: normal; letter-spacing: -0.02em; }
  }
`;

const Message = styled.p<{ $error?: boolean }>`
  margin: 0;
  color: ${({ theme, $error }) => ($error ? theme.color.destructive : theme.color.textMuted)};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

function describeDay(date: string, day: CalendarDay | undefined): string {
  const trades = day && day.trades > 0 ? `${formatPnl(day.pnl)}, ${tradeCount(day.trades)}` : 'no trades';
  return `${formatLongDay(date)}: ${trades}${day?.hasEntry ? ', journal entry' : ''}`;
}

/**
 * A month of daily net P&L: each day a button (one tab stop, arrows move between days) whose name
 * reads its date, P&L, trade count and whether it has a journal entry; colour only repeats that.
 * Under it, each week's total; the Year button shows the year's twelve months, from which one opens.
 */
export function CalendarHeatmap({ month, onMonthChange, days, onDaySelect, loading = false, error }: CalendarHeatmapProps) {
  const [view, setView] = useState<'month' | 'year'>('month');
  const byDate = new Map(days.map((day) => [day.date, day]));
  const largest = Math.max(0, ...days.filter((day) => monthOf(day.date) === month).map((day) => Math.abs(day.pnl)));
  const weeks = weeksOfMonth(month);
  const year = month.slice(0, 4);
  const pageStep = view === 'year' ? 12 : 1;
  const [focusDay, setFocusDay] = useState(`${month}-01`);
  const moved = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const current = monthOf(focusDay) === month ? focusDay : `${month}-01`;

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-day="${current}"]`)?.focus();
  }, [current]);

  const onKeyDown = (event: KeyboardEvent, date: string) => {
    const step = KEY_STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = addDays(date, step);
    moved.current = true;
    setFocusDay(next);
    if (monthOf(next) !== month) onMonthChange(monthOf(next));
  };

  return (
    <Root aria-busy={loading || undefined}>
      <MonthBar>
        <NavButton type="button" aria-label={view === 'year' ? 'Previous year' : 'Previous month'} onClick={() => onMonthChange(addMonths(month, -pageStep))}>
          <span aria-hidden="true">‹</span>
        </NavButton>
        <h3 aria-live="polite">{view === 'year' ? year : formatMonth(month)}</h3>
        <NavButton type="button" aria-label={view === 'year' ? 'Next year' : 'Next month'} onClick={() => onMonthChange(addMonths(month, pageStep))}>
          <span aria-hidden="true">›</span>
        </NavButton>
        <ViewButton type="button" aria-pressed={view === 'year'} onClick={() => setView(view === 'year' ? 'month' : 'year')}>
          Year
        </ViewButton>
      </MonthBar>
      {loading ? (
        <Skeleton height={260} radius={8} />
      ) : error ? (
        <Message $error role="alert">
          {error}
        </Message>
      ) : view === 'year' ? (
        <CalendarYear
          year={year}
          days={days}
          onMonthOpen={(opened) => {
            setView('month');
            onMonthChange(opened);
          }}
        />
      ) : (
        <>
          <Grid ref={grid} aria-label={`Daily P&L, ${formatMonth(month)}`}>
            <thead>
              <tr>
                {WEEKDAYS.map(([short, long]) => (
                  <th key={short} scope="col">
                    <abbr title={long}>{short}</abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.find(Boolean)}>
                  {week.map((date, index) => {
                    if (!date) return <td key={`empty-${index}`} />;
                    const day = byDate.get(date);
                    return (
                      <td key={date}>
                        <DayButton
                          type="button"
                          data-day={date}
                          tabIndex={date === current ? 0 : -1}
                          $fill={fillOf(day, largest)}
                          aria-label={describeDay(date, day)}
                          onFocus={() => setFocusDay(date)}
                          onKeyDown={(event) => onKeyDown(event, date)}
                          onClick={() => onDaySelect?.(date)}
                        >
                          <span aria-hidden="true">
                            {Number(date.slice(8))}
                            {day?.hasEntry ? ' ✎' : ''}
                          </span>
                          {day && day.trades > 0 && (
                            <>
                              <span aria-hidden="true" className="wide">
                                {compactPnl(day.pnl)}
                              </span>
                              <span aria-hidden="true" className="narrow">
                                {compactPnl(day.pnl).replace('$', '')}
                              </span>
                            </>
                          )}
                          {day && day.trades > 0 && (
                            <span aria-hidden="true" className="trades">
                              {tradeCount(day.trades)}
                            </span>
                          )}
                        </DayButton>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </Grid>
          <WeekTotals weeks={weekTotalsOf(month, byDate)} label={`Weekly P&L, ${formatMonth(month)}`} />
        </>
      )}
    </Root>
  );
}
