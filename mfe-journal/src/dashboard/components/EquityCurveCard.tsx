import { useState } from 'react';
import { EquityCurveChart, type EquityPoint } from '@tj/design-system';
import { NO_TRADES_TEXT } from '../../trades/constants/texts';
import { CARD_TITLES } from '../constants/texts';
import { CHART_RANGES, chartRangeOf, DEFAULT_CHART_RANGE, pointsInRange, type ChartRangeId } from '../utils/chartRange';
import { DashboardCard } from './DashboardCard';

export interface EquityCurveCardProps {
  /** The whole history's curve; the card picks the range (DECISIONS §2). */
  points: readonly EquityPoint[] | undefined;
  today: string;
  loading: boolean;
  error?: string;
  onPointSelect: (point: EquityPoint, previous: EquityPoint | undefined) => void;
}

/** The equity curve with 1M (first, selected), 3M, 1Y and All. */
export function EquityCurveCard({ points, today, loading, error, onPointSelect }: EquityCurveCardProps) {
  const [range, setRange] = useState<ChartRangeId>(DEFAULT_CHART_RANGE);
  const shown = points ? pointsInRange(points, range, today) : [];
  const emptyText = points && points.length > 0 ? `No trades closed in ${chartRangeOf(range).description}.` : NO_TRADES_TEXT;
  const previousOf = (point: EquityPoint) => {
    const index = points?.findIndex((candidate) => candidate.date === point.date) ?? -1;
    return index > 0 ? points?.[index - 1] : undefined;
  };
  return (
    <DashboardCard title={CARD_TITLES.chart}>
      <EquityCurveChart
        title={`Cumulative net P&L, ${chartRangeOf(range).description}`}
        points={shown}
        loading={loading && !points}
        error={points ? undefined : error}
        emptyText={emptyText}
        ranges={CHART_RANGES}
        range={range}
        onRangeChange={(id) => setRange(chartRangeOf(id).id)}
        onPointSelect={(point) => onPointSelect(point, previousOf(point))}
      />
    </DashboardCard>
  );
}
