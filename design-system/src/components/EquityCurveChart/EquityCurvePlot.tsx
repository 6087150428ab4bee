import { useTheme } from 'styled-components';
import { VictoryAxis, VictoryChart, VictoryContainer, VictoryLine, VictoryScatter } from 'victory';
import { formatMoney, pnlTone } from '../../format/money';
import { toneColor } from '../../theme/tones';
import { plotAxisStyle } from '../charts/plotStyle';
import { dayToDate, formatAxisDay, type EquityPoint } from './equityCurvePoints';

interface DotProps {
  x?: number;
  y?: number;
  datum?: { point: EquityPoint };
  onSelect?: (point: EquityPoint) => void;
}

/** A point on the curve; mouse users click it, keyboard and screen-reader users use the table. */
function Dot({ x, y, datum, onSelect }: DotProps) {
  if (x === undefined || y === undefined || !datum) return null;
  const { point } = datum;
  const color = toneColor[pnlTone(point.dayPnl ?? 0)];
  return (
    <circle
      cx={x}
      cy={y}
      r={4}
      fill={color}
      style={{ cursor: onSelect ? 'pointer' : 'default' }}
      data-day={point.date}
      onClick={onSelect ? () => onSelect(point) : undefined}
    />
  );
}

export interface EquityCurvePlotProps {
  title: string;
  /** The chart's accessible description. */
  summary: string;
  points: readonly EquityPoint[];
  width: number;
  height: number;
  onPointSelect?: (point: EquityPoint) => void;
}

const PADDING = { top: 16, bottom: 40, left: 72, right: 16 };

/** The equity curve's victory drawing, in a module of its own: EquityCurveChart loads it lazily. */
export function EquityCurvePlot({ title, summary, points, width, height, onPointSelect }: EquityCurvePlotProps) {
  const theme = useTheme();
  const data = points.map((point) => ({ x: dayToDate(point.date), y: point.cumulativePnl, point }));
  const axisStyle = plotAxisStyle(theme);
  const first = data[0]?.x ?? new Date();
  const last = data.at(-1)?.x ?? first;
  // About one tick per 120 px, so labels never touch; a wider card gets more.
  const xTicks = Math.max(2, Math.min(6, Math.floor((width - 88) / 120)));
  // Distinct dollar ticks: a flat or one-trade curve gets a span of at least $10 around it.
  const values = data.map(({ y }) => y);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const middle = (low + high) / 2;
  const yDomain: [number, number] = high - low < 10 ? [middle - 5, middle + 5] : [low, high];
  return (
    <VictoryChart
      height={height}
      width={width}
      padding={PADDING}
      scale={{ x: 'time', y: 'linear' }}
      domain={{ y: yDomain }}
      domainPadding={{ y: 12, x: 8 }}
      containerComponent={<VictoryContainer role="img" title={title} desc={summary} responsive={false} />}
    >
      {/* At the foot of the chart: where the curve crosses $0 the dates would sit on it. */}
      <VictoryAxis offsetY={PADDING.bottom} tickFormat={(tick: Date) => formatAxisDay(new Date(tick), first, last)} tickCount={xTicks} style={axisStyle} />
      <VictoryAxis dependentAxis tickFormat={(tick: number) => formatMoney(tick, { wholeDollars: true })} tickCount={height < 260 ? 4 : 5} style={axisStyle} />
      <VictoryLine data={data} style={{ data: { stroke: theme.color.primary, strokeWidth: 2 } }} />
      <VictoryScatter data={data} dataComponent={<Dot onSelect={onPointSelect} />} />
    </VictoryChart>
  );
}
