import { useTheme } from 'styled-components';
import { VictoryAxis, VictoryCandlestick, VictoryChart, VictoryContainer, VictoryScatter } from 'victory';
import { plotAxisStyle } from '../charts/plotStyle';
import { candleBody, type CandleChartMarker, type PlottedCandle } from './candleGeometry';

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
  timeZone?: string;
  width: number;
  height: number;
}

/** The candles' victory drawing, in a module of its own: CandleChart loads it lazily. */
export function CandlePlot({ title, summary, candles, markers, timeZone, width, height }: CandlePlotProps) {
  const theme = useTheme();
  const points = markers.map((marker) => ({ x: marker.time instanceof Date ? marker.time : new Date(marker.time), y: Number(marker.price), marker }));
  const axisStyle = plotAxisStyle(theme);
  const shortTime = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
  return (
    <VictoryChart
      height={height}
      width={width}
      padding={{ top: 16, bottom: 40, left: 64, right: 16 }}
      scale={{ x: 'time', y: 'linear' }}
      domainPadding={{ x: 12, y: 8 }}
      containerComponent={<VictoryContainer role="img" title={title} desc={summary} />}
    >
      <VictoryAxis tickFormat={(tick: Date) => shortTime.format(new Date(tick))} tickCount={5} style={axisStyle} />
      <VictoryAxis dependentAxis tickFormat={numberText} style={axisStyle} />
      <VictoryCandlestick
        data={candles.map((candle) => ({ x: candle.time, open: candle.open, high: candle.high, low: candle.low, close: candle.close, candle }))}
        candleRatio={0.6}
        dataComponent={<CandleShape rising={theme.color.success} falling={theme.color.destructive} />}
      />
      {points.length > 0 && (
        <VictoryScatter
          data={points}
          size={6}
          symbol={({ datum }: { datum?: { marker: CandleChartMarker } }) => (datum?.marker.kind === 'exit' ? 'triangleDown' : 'triangleUp')}
          style={{ data: { fill: theme.color.primary, stroke: theme.color.surface, strokeWidth: 1 } }}
        />
      )}
    </VictoryChart>
  );
}
