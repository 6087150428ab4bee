import styled from 'styled-components';
import { formatPnl } from '../../format/money';
import { compactPnl, fillOf, tradeCount } from './calendarCells';
import { cellButton } from './cellButton';
import { type CalendarDay, formatMonth, formatShortMonth, monthOf, monthTotalsOf } from './calendarMonth';

const Months = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const MonthButton = styled.button<{ $fill: string }>`
  ${cellButton}
  min-height: 64px;
  padding: 6px 8px;
  .name { font-weight: 600; }
`;

export interface CalendarYearProps {
  /** 'YYYY'. */
  year: string;
  days: readonly CalendarDay[];
  onMonthOpen: (month: string) => void;
}

/** The year as twelve months, each coloured by its net P&L; a month opens its calendar. */
export function CalendarYear({ year, days, onMonthOpen }: CalendarYearProps) {
  const months = monthTotalsOf(year, days);
  const largest = Math.max(0, ...months.map((month) => Math.abs(month.pnl)));
  return (
    <Months aria-label={`Monthly P&L, ${year}`}>
      {months.map((total) => {
        const month = monthOf(total.first);
        const figures = total.trades > 0 ? `${formatPnl(total.pnl)}, ${tradeCount(total.trades)}` : 'no trades';
        return (
          <li key={month}>
            <MonthButton type="button" $fill={fillOf(total, largest)} aria-label={`${formatMonth(month)}: ${figures}`} onClick={() => onMonthOpen(month)}>
              <span aria-hidden="true" className="name">
                {formatShortMonth(month)}
              </span>
              <span aria-hidden="true">{total.trades > 0 ? compactPnl(total.pnl) : '—'}</span>
              {total.trades > 0 && <span aria-hidden="true">{tradeCount(total.trades)}</span>}
            </MonthButton>
          </li>
        );
      })}
    </Months>
  );
}
