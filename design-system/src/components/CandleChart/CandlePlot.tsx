import { useTheme } from 'styled-components';
import { VictoryAxis, VictoryBar, VictoryCandlestick, VictoryChart, VictoryContainer, VictoryLabel, VictoryLine, VictoryScatter } from 'victory';
import { candleLineColors, plotAxisStyle } from '../charts/plotStyle';
import { candleBody, type CandleChartLevel, type CandleChartMarker, type PlottedCandle, type VwapPoint } from './candleGeometry';

interface CandleShapeProps {
  x?: number;
  open?: number;
  close?: number;
  high?: number;
  low?: number;
  candleWidth?: number;
  scale?: { y: { range(): number[] } };
  datum?: { candle: PlottedCandle };
  rising: string;
  falling: string;
}

/** One candle: wick from high to low, body at least 2 percent of the plot's height (SPEC §9). */
function CandleShape({ x, open, close, high, low, candleWidth = 6, scale, datum, rising, falling }: CandleShapeProps) {
  if ([x, open, close, high, low].some((value) => value === undefined) || !datum) return null;
  const [bottom = 0, top = 0] = scale?.y.range() ?? [];
  const body = candleBody(open!, close!, bottom - top);
  const color = datum.candle.close >= datum.candle.open ? rising : falling;
  return (
    <g data-time={datum.candle.time.toISOString()}>
      <line x1={x} x2={x} y1={high} y2={low} stroke={color} strokeWidth={1} />
      <rect x={x! - candleWidth / 2} y={body.y} width={candleWidth} height={body.height} fill={color} data-testid="candle-body" />
    </g>
  );
}

const numberText = (value: number) => String(value);

export interface CandlePlotProps {
  title: string;
  /** The chart's accessible description. */
  summary: string;
  candles: readonly PlottedCandle[];
  markers: readonly CandleChartMarker[];
  levels: readonly CandleChartLevel[];
  vwap: readonly VwapPoint[];
  timeZone?: string;
  width: number;
  height: number;
  /** The volume bars' own strip under the candles; 0 draws none. */
  volumeHeight: number;
}

const PADDING = { top: 16, bottom: 40, left: 64, right: 16 };
const VOLUME_PADDING = { top: 4, bottom: 8, left: PADDING.left, right: PADDING.right };

const compactVolume = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** The candles' victory drawing, in a module of its own: CandleChart loads it lazily. */
export function CandlePlot({ title, summary, candles, markers, levels, vwap, timeZone, width, height, volumeHeight }: CandlePlotProps) {
  const theme = useTheme();
  const colors = candleLineColors(theme);
  const points = markers.map((marker) => ({ x: marker.time instanceof Date ? marker.time : new Date(marker.time), y: Number(marker.price), marker }));
  const axisStyle = plotAxisStyle(theme);
  const shortTime = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
  // Both strips share one time axis: the volume bars stand under their candles.
  const span = candles.length > 1 ? (candles.at(-1)!.time.getTime() - candles[0]!.time.getTime()) / (candles.length - 1) : 60_000;
  const xDomain: [Date, Date] = [new Date(candles[0]!.time.getTime() - span / 2), new Date(candles.at(-1)!.time.getTime() + span / 2)];
  const tickCount = Math.max(2, Math.min(8, Math.floor(width / 110)));
  return (
    <div>
      <VictoryChart
        height={height}
        width={width}
        padding={PADDING}
        scale={{ x: 'time', y: 'linear' }}
        domain={{ x: xDomain }}
        domainPadding={{ y: 8 }}
        containerComponent={<VictoryContainer role="img" title={title} desc={summary} responsive={false} />}
      >
        <VictoryAxis tickFormat={(tick: Date) => shortTime.format(new Date(tick))} tickCount={tickCount} style={axisStyle} />
        <VictoryAxis dependentAxis tickFormat={numberText} style={axisStyle} />
        <VictoryCandlestick
          data={candles.map((candle) => ({ x: candle.time, open: candle.open, high: candle.high, low: candle.low, close: candle.close, candle }))}
          candleRatio={0.6}
          dataComponent={<CandleShape rising={theme.color.success} falling={theme.color.destructive} />}
        />
        {vwap.length > 1 && <VictoryLine data={vwap.map(({ time, vwap: price }) => ({ x: time, y: price }))} style={{ data: { stroke: colors.vwap, strokeWidth: 1.5 } }} />}
        {levels.map((level) => (
          <VictoryLine
            key={`${level.kind}-${level.label}`}
            data={[
              { x: xDomain[0], y: Number(level.price), label: level.label },
              { x: xDomain[1], y: Number(level.price), label: '' },
            ]}
            labels={({ datum }: { datum: { label: string } }) => datum.label}
            labelComponent={<VictoryLabel textAnchor="start" dx={4} dy={-4} style={{ fill: colors[level.kind], fontSize: 11 }} />}
            style={{ data: { stroke: colors[level.kind], strokeWidth: 1, strokeDasharray: level.kind === 'stop' ? '6,4' : '2,3' } }}
          />
        ))}
        {points.length > 0 && (
          <VictoryScatter
            data={points}
            size={6}
            symbol={({ datum }: { datum?: { marker: CandleChartMarker } }) => (datum?.marker.kind === 'exit' ? 'triangleDown' : 'triangleUp')}
            style={{ data: { fill: theme.color.primary, stroke: theme.color.surface, strokeWidth: 1 } }}
          />
        )}
      </VictoryChart>
      {volumeHeight > 0 && (
        <VictoryChart height={volumeHeight} width={width} padding={VOLUME_PADDING} scale={{ x: 'time', y: 'linear' }} domain={{ x: xDomain }} containerComponent={<VictoryContainer aria-hidden responsive={false} />}>
          <VictoryAxis dependentAxis tickCount={2} tickFormat={(tick: number) => compactVolume.format(tick)} style={axisStyle} />
          <VictoryBar
            data={candles.map((candle) => ({ x: candle.time, y: candle.volume ?? 0, rising: candle.close >= candle.open }))}
            barRatio={0.6}
            style={{ data: { fill: ({ datum }: { datum?: { rising: boolean } }) => (datum?.rising ? theme.color.success : theme.color.destructive), opacity: 0.5 } }}
          />
        </VictoryChart>
      )}
    </div>
  );
}
