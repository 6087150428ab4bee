import styled, { useTheme } from 'styled-components';
import { VictoryAxis, VictoryChart, VictoryContainer, VictoryScatter, VictoryTooltip } from 'victory';
import { formatMoney, useChartSize } from '@tj/design-system';
import { EXCURSION_AXES, EXCURSION_CHART_TITLE, OUTCOME_NAMES } from '../constants/texts';
import { outcomeOfPoint, type PointOutcome, pointDescription, type ScatterPoint } from '../utils/excursions';

const Figure = styled.figure`
  margin: 0;
  min-width: 0;
  svg { display: block; max-width: 100%; height: auto; }
  figcaption { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.fontSize.sm}; }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: ${({ theme }) => theme.space.sm} 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSize.sm};
  li { display: flex; align-items: center; gap: ${({ theme }) => theme.space.xs}; }
`;

/** Drawn at the card's width (labels stay 11 px on a phone), 640 x 320 on a desk, at least 280 px tall. */
const SCATTER_SIZING = { fallbackWidth: 640, aspectRatio: 2, minHeight: 280 };

/** Winners and losers differ in shape as well as colour, so the chart reads without colour. */
const SHAPES: Record<PointOutcome, 'circle' | 'triangleDown' | 'square'> = { winner: 'circle', loser: 'triangleDown', scratch: 'square' };
const OUTCOMES: readonly PointOutcome[] = ['winner', 'loser', 'scratch'];

/** The legend's shape, drawn as the chart draws it. */
function Shape({ outcome, color }: { outcome: PointOutcome; color: string }) {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      {outcome === 'winner' && <circle cx="6" cy="6" r="5" fill={color} />}
      {outcome === 'loser' && <path d="M1 2 L11 2 L6 11 Z" fill={color} />}
      {outcome === 'scratch' && <rect x="1.5" y="1.5" width="9" height="9" fill={color} />}
    </svg>
  );
}

export interface ExcursionScatterChartProps {
  points: readonly ScatterPoint[];
  timeZone: string;
  onOpen: (point: ScatterPoint) => void;
}

/**
 * Each closed trade as a point (victory): across, how far the price went against it (MAE); up, how
 * far in its favour (MFE), in dollars. Clicking a point opens its trade; the table beside the chart
 * holds the same figures for keyboard and screen-reader users.
 */
export function ExcursionScatterChart({ points, timeZone, onOpen }: ExcursionScatterChartProps) {
  const theme = useTheme();
  const [figureRef, size] = useChartSize<HTMLElement>(SCATTER_SIZING);
  const colors: Record<PointOutcome, string> = { winner: theme.color.success, loser: theme.color.destructive, scratch: theme.color.textMuted };
  const data = points.map((point) => ({ x: Number(point.maeDollars), y: Number(point.mfeDollars), point, outcome: outcomeOfPoint(point), label: pointDescription(point, timeZone) }));
  const counts = Object.fromEntries(OUTCOMES.map((outcome) => [outcome, data.filter((datum) => datum.outcome === outcome).length])) as Record<PointOutcome, number>;
  const most = (values: number[]) => formatMoney(Math.max(0, ...values));
  const summary = `${points.length} trades: ${counts.winner} winners, ${counts.loser} losers, ${counts.scratch} scratches; MAE up to ${most(data.map(({ x }) => x))}, MFE up to ${most(data.map(({ y }) => y))}.`;
  const axisStyle = {
    axis: { stroke: theme.color.border },
    axisLabel: { fill: theme.color.textMuted, fontSize: 11 },
    tickLabels: { fill: theme.color.textMuted, fontSize: 11, padding: 4 },
    grid: { stroke: theme.color.border, strokeDasharray: '2,4' },
  };
  const dollars = (tick: number) => formatMoney(tick, { wholeDollars: true });
  type Datum = (typeof data)[number];
  return (
    <Figure ref={figureRef}>
      <VictoryChart
        height={size.height}
        width={size.width}
        padding={{ top: 12, bottom: 56, left: 84, right: 16 }}
        domainPadding={12}
        containerComponent={<VictoryContainer role="img" title={EXCURSION_CHART_TITLE} desc={summary} responsive={false} />}
      >
        <VictoryAxis label={EXCURSION_AXES.x} tickFormat={dollars} tickCount={size.width < 480 ? 4 : 6} style={{ ...axisStyle, axisLabel: { ...axisStyle.axisLabel, padding: 32 } }} />
        <VictoryAxis dependentAxis label={EXCURSION_AXES.y} tickFormat={dollars} tickCount={6} style={{ ...axisStyle, axisLabel: { ...axisStyle.axisLabel, padding: 60 } }} />
        <VictoryScatter
          data={data}
          size={4}
          symbol={({ datum }: { datum?: Datum }) => SHAPES[datum?.outcome ?? 'winner']}
          labels={({ datum }: { datum: Datum }) => datum.label}
          labelComponent={<VictoryTooltip constrainToVisibleArea flyoutStyle={{ fill: theme.color.surfaceRaised, stroke: theme.color.border }} style={{ fill: theme.color.text, fontSize: 11 }} />}
          style={{ data: { fill: ({ datum }: { datum?: Datum }) => colors[datum?.outcome ?? 'winner'], stroke: theme.color.surface, strokeWidth: 1, cursor: 'pointer' } }}
          events={[{ target: 'data', eventHandlers: { onClick: (_event: unknown, { datum }: { datum: Datum }) => (onOpen(datum.point), []) } }]}
        />
      </VictoryChart>
      <Legend aria-label="Legend">
        {OUTCOMES.map((outcome) => (
          <li key={outcome}>
            <Shape outcome={outcome} color={colors[outcome]} />
            {OUTCOME_NAMES[outcome]} ({counts[outcome]})
          </li>
        ))}
      </Legend>
      <figcaption>{EXCURSION_CHART_TITLE}. Choose a point to open its trade; the table below has the same figures.</figcaption>
    </Figure>
  );
}
