import styled from 'styled-components';
import { formatPnl } from '../../format/money';
import { tradeCount } from './calendarCells';
import { type CalendarTotal, formatDayRange } from './calendarMonth';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(230px, 1fr));
  gap: 4px ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSize.xs};
  li { display: flex; justify-content: space-between; gap: ${({ theme }) => theme.space.sm}; white-space: nowrap; }
  .range { color: ${({ theme }) => theme.color.textMuted}; }
  .pnl { font-variant-numeric: tabular-nums; }
`;

/**
 * The month's weeks that had trades, each with its net P&L and trade count: a list under the grid
 * rather than an eighth column, so a phone's day cells keep their width.
 */
export function WeekTotals({ weeks, label }: { weeks: readonly CalendarTotal[]; label: string }) {
  const traded = weeks.filter((week) => week.trades > 0);
  if (traded.length === 0) return null;
  return (
    <List aria-label={label}>
      {traded.map((week) => (
        <li key={week.first}>
          <span className="range">Week {formatDayRange(week.first, week.last)}</span>
          <span className="pnl">
            {formatPnl(week.pnl)}, {tradeCount(week.trades)}
          </span>
        </li>
      ))}
    </List>
  );
}
