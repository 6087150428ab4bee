import { CalendarHeatmap, type CalendarDay } from '@tj/design-system';
import { CARD_TITLES } from '../constants/texts';
import { DashboardCard } from './DashboardCard';

export interface CalendarCardProps {
  month: string;
  onMonthChange: (month: string) => void;
  days: readonly CalendarDay[];
  loading: boolean;
  error?: string;
  onDaySelect: (date: string) => void;
}

/** Daily net P&L by calendar month; a day opens its trades, their sum and its journal entry. */
export function CalendarCard({ month, onMonthChange, days, loading, error, onDaySelect }: CalendarCardProps) {
  return (
    <DashboardCard title={CARD_TITLES.calendar}>
      <CalendarHeatmap month={month} onMonthChange={onMonthChange} days={days} loading={loading} error={error} onDaySelect={onDaySelect} />
    </DashboardCard>
  );
}
