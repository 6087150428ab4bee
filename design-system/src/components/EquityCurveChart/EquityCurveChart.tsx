import { lazy } from 'react';
import styled from 'styled-components';
import { formatMoney, formatPnl } from '../../format/money';
import { LazyPlot, useLazyPlot } from '../charts/LazyPlot';
import { useChartSize } from '../charts/useChartSize';
import { LinkButton } from '../LinkButton/LinkButton';
import { Skeleton } from '../Skeleton/Skeleton';
import { formatDay, type EquityPoint } from './equityCurvePoints';

const loadEquityCurvePlot = () => import('./EquityCurvePlot');
const EquityCurvePlot = lazy(() => loadEquityCurvePlot().then(({ EquityCurvePlot }) => ({ default: EquityCurvePlot })));

/** Drawn at its card's width; 640 x 260 on a desk, never under 240 px tall on a phone. */
const PLOT_SIZING = { fallbackWidth: 640, aspectRatio: 640 / 260, minHeight: 240 };

export interface ChartRangeOption {
  id: string;
  label: string;
}

export interface EquityCurveChartProps {
  /** What the chart shows, for its accessible name and its table ('Equity curve, last month'). */
  title: string;
  points: readonly EquityPoint[];
  loading?: boolean;
  error?: string;
  /** Shown when there are no points. */
  emptyText: string;
  ranges?: readonly ChartRangeOption[];
  range?: string;
  onRangeChange?: (id: string) => void;
  /** A day's point was chosen (click on the chart, or its row in the table). */
  onPointSelect?: (point: EquityPoint) => void;
}

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const RangeGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const RangeButton = styled.button`
  min-width: 44px;
  min-height: 32px;
  padding: 4px 10px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.primaryFill};
    border-color: transparent;
    color: ${({ theme }) => theme.color.primaryText};
  }
`;

const Plot = styled.div`
  min-width: 0;
  svg { display: block; max-width: 100%; height: auto; }
`;

const Message = styled.p<{ $error?: boolean }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.xxl} 0;
  text-align: center;
  color: ${({ theme, $error }) => ($error ? theme.color.destructive : theme.color.textMuted)};
`;

const Details = styled.details`
  font-size: ${({ theme }) => theme.fontSize.sm};
  summary { cursor: pointer; color: ${({ theme }) => theme.color.primary}; }
`;

const TableScroll = styled.div`
  max-height: 280px;
  margin-top: ${({ theme }) => theme.space.sm};
  overflow: auto;
  table { width: 100%; border-collapse: collapse; }
  th, td { padding: 4px 8px; text-align: right; border-bottom: 1px solid ${({ theme }) => theme.color.border}; }
  th:first-child, td:first-child { text-align: left; }
  thead th { position: sticky; top: 0; background: ${({ theme }) => theme.color.surface}; }
`;

function EquityTable({ title, points, onPointSelect }: Pick<EquityCurveChartProps, 'title' | 'points' | 'onPointSelect'>) {
  return (
    <Details>
      <summary>Show the data as a table</summary>
      <TableScroll>
        <table aria-label={title}>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Day P&amp;L</th>
              <th scope="col">Cumulative P&amp;L</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.date}>
                <th scope="row">
                  {onPointSelect ? (
                    <LinkButton type="button" aria-label={`Explain ${formatDay(point.date)}`} onClick={() => onPointSelect(point)}>
                      {formatDay(point.date)}
                    </LinkButton>
                  ) : (
                    formatDay(point.date)
                  )}
                </th>
                <td>{point.dayPnl === undefined ? '' : formatPnl(point.dayPnl)}</td>
                <td>{formatMoney(point.cumulativePnl)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </Details>
  );
}

/**
 * Cumulative realized P&L by day (victory), with range buttons, a text summary for its accessible
 * description and the same data as a table: the chart is never the only way to read a figure.
 */
export function EquityCurveChart(props: EquityCurveChartProps) {
  const { title, points, loading = false, error, emptyText, ranges, range, onRangeChange, onPointSelect } = props;
  const last = points.at(-1);
  const summary = last
    ? `${points.length} days from ${formatDay(points[0]!.date)} to ${formatDay(last.date)}, ending at ${formatMoney(last.cumulativePnl)}.`
    : emptyText;
  const [rootRef, plotShown] = useLazyPlot<HTMLDivElement>(loadEquityCurvePlot, loading);
  const [plotRef, plotSize] = useChartSize<HTMLDivElement>(PLOT_SIZING);
  return (
    <Root ref={rootRef} aria-busy={loading || undefined}>
      {ranges && (
        <RangeGroup role="group" aria-label="Chart range">
          {ranges.map((option) => (
            <RangeButton key={option.id} type="button" aria-pressed={option.id === range} onClick={() => onRangeChange?.(option.id)}>
              {option.label}
            </RangeButton>
          ))}
        </RangeGroup>
      )}
      {loading ? (
        <Skeleton height={240} radius={12} />
      ) : error ? (
        <Message $error role="alert">
          {error}
        </Message>
      ) : points.length === 0 ? (
        <Message>{emptyText}</Message>
      ) : (
        <>
          <Plot ref={plotRef}>
            <LazyPlot width={plotSize.width} height={plotSize.height} shown={plotShown}>
              <EquityCurvePlot title={title} summary={summary} points={points} width={plotSize.width} height={plotSize.height} onPointSelect={onPointSelect} />
            </LazyPlot>
          </Plot>
          <EquityTable title={title} points={points} onPointSelect={onPointSelect} />
        </>
      )}
    </Root>
  );
}
