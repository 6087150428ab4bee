import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { formatPnl } from '../../format/money';
import { Skeleton } from '../Skeleton/Skeleton';
import { addDays, addMonths, formatLongDay, formatMonth, monthOf, weeksOfMonth, type CalendarDay } from './calendarMonth';
import { lazily } from '../../format/lazily';

export interface CalendarHeatmapProps {
  /** The month shown, 'YYYY-MM'. */
  month: string;
  onMonthChange: (month: string) => void;
  /** The days of that month with trades or a journal entry; others show empty. */
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
`;

const MonthBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  h3 { margin: 0; font-size: ${({ theme }) => theme.fontSize.md}; }
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

const Grid = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: 3px;
  th { font-size: ${({ theme }) => theme.fontSize.xs}; font-weight: 600; color: ${({ theme }) => theme.color.textMuted}; }
  td { padding: 0; }
`;

const DayButton = styled.button<{ $fill: string }>`
  display: grid;
  align-content: start;
  width: 100%;
  min-height: 48px;
  padding: 2px 3px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ $fill }) => $fill};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.xs};
  text-align: left;
  cursor: pointer;
  /* Shown in full: a figure too wide for its cell wraps rather than being cut off. */
  span { overflow-wrap: anywhere; line-height: 1.25; }
  /* Full text colour: muted grey on the strongest green or red fill falls under 4.5:1. */
  .trades { font-weight: 400; }
`;

const Message = styled.p<{ $error?: boolean }>`
  margin: 0;
  color: ${({ theme, $error }) => ($error ? theme.color.destructive : theme.color.textMuted)};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

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

/** Green or red, stronger with the day's share of the month's largest move (capped for text contrast). */
function fillOf(day: CalendarDay | undefined, largest: number): string {
  if (!day || day.trades === 0 || day.pnl === 0 || largest === 0) return 'transparent';
  const strength = 0.15 + 0.35 * Math.min(1, Math.abs(day.pnl) / largest);
  return day.pnl > 0 ? `rgb(34 197 94 / ${strength.toFixed(2)})` : `rgb(248 113 113 / ${strength.toFixed(2)})`;
}

function describeDay(date: string, day: CalendarDay | undefined): string {
  const trades = day && day.trades > 0 ? `${formatPnl(day.pnl)}, ${day.trades} ${day.trades === 1 ? 'trade' : 'trades'}` : 'no trades';
  return `${formatLongDay(date)}: ${trades}${day?.hasEntry ? ', journal entry' : ''}`;
}

/**
 * A month of daily net P&L: each day a button (one tab stop, arrows move between days) whose name
 * reads its date, P&L, trade count and whether it has a journal entry; colour only repeats that.
 */
export function CalendarHeatmap({ month, onMonthChange, days, onDaySelect, loading = false, error }: CalendarHeatmapProps) {
  const byDate = new Map(days.map((day) => [day.date, day]));
  const largest = Math.max(0, ...days.map((day) => Math.abs(day.pnl)));
  const weeks = weeksOfMonth(month);
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
        <NavButton type="button" aria-label="Previous month" onClick={() => onMonthChange(addMonths(month, -1))}>
          <span aria-hidden="true">‹</span>
        </NavButton>
        <h3 aria-live="polite">{formatMonth(month)}</h3>
        <NavButton type="button" aria-label="Next month" onClick={() => onMonthChange(addMonths(month, 1))}>
          <span aria-hidden="true">›</span>
        </NavButton>
      </MonthBar>
      {loading ? (
        <Skeleton height={260} radius={8} />
      ) : error ? (
        <Message $error role="alert">
          {error}
        </Message>
      ) : (
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
                        {day && day.trades > 0 && <span aria-hidden="true">{compactPnl(day.pnl)}</span>}
                        {day && day.trades > 0 && (
                          <span aria-hidden="true" className="trades">
                            {day.trades} {day.trades === 1 ? 'trade' : 'trades'}
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
      )}
    </Root>
  );
}
