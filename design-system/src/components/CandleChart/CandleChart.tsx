import styled, { useTheme } from 'styled-components';
import { VictoryAxis, VictoryCandlestick, VictoryChart, VictoryContainer, VictoryScatter } from 'victory';
import { formatDateTime } from '../../format/dates';
import { Skeleton } from '../Skeleton/Skeleton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { candleBody, type CandleInput, type PlottedCandle, plottedCandles } from './candleGeometry';

/** A fill drawn on the chart at its time and price. */
export interface CandleChartMarker {
  time: string | Date;
  price: number | string;
  kind: 'entry' | 'exit';
  /** How the fill is read out: 'Buy 100 at 189.50'. */
  label: string;
}

export interface CandleChartProps {
  /** What the chart shows, its accessible name and its table's caption ('AAPL, 5m candles'). */
  title: string;
  candles: readonly CandleInput[];
  markers?: readonly CandleChartMarker[];
  /** The zone times are written in (the user's setting); UTC when absent. */
  timeZone?: string;
  loading?: boolean;
  /** Shown while loading ('Loading 5m chart...'). */
  loadingText?: string;
  error?: string;
  /** Shown when there are no candles ('Chart data not available'). */
  emptyText: string;
}

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Plot = styled.div`
  min-width: 0;
  svg { display: block; max-width: 100%; height: auto; }
`;

const Message = styled.p<{ $error?: boolean }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.xl} 0;
  text-align: center;
  color: ${({ theme, $error }) => ($error ? theme.color.destructive : theme.color.textMuted)};
`;

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

/**
 * A candlestick chart (victory) of a trade's window with its fills marked; the candles and fills
 * are also in a visually hidden table for screen readers, since the drawing is one image to them.
 */
export function CandleChart(props: CandleChartProps) {
  const { title, candles, markers = [], timeZone, loading = false, loadingText, error, emptyText } = props;
  const theme = useTheme();
  const plotted = plottedCandles(candles);
  const writeTime = (time: Date) => formatDateTime(time, { timeZone });
  if (loading) {
    return (
      <Root aria-busy>
        {loadingText && <Message role="status">{loadingText}</Message>}
        <Skeleton height={240} radius={12} />
      </Root>
    );
  }
  if (error) {
    return (
      <Root>
        <Message $error role="alert">
          {error}
        </Message>
      </Root>
    );
  }
  if (plotted.length === 0) {
    return (
      <Root>
        <Message>{emptyText}</Message>
      </Root>
    );
  }
  const lows = Math.min(...plotted.map((candle) => candle.low));
  const highs = Math.max(...plotted.map((candle) => candle.high));
  const summary = `${plotted.length} candles from ${writeTime(plotted[0]!.time)} to ${writeTime(plotted.at(-1)!.time)}; lowest ${lows}, highest ${highs}.`;
  const points = markers.map((marker) => ({ x: marker.time instanceof Date ? marker.time : new Date(marker.time), y: Number(marker.price), marker }));
  const axisStyle = {
    axis: { stroke: theme.color.border },
    tickLabels: { fill: theme.color.textMuted, fontSize: 11, padding: 4 },
    grid: { stroke: theme.color.border, strokeDasharray: '2,4' },
  };
  const shortTime = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
  return (
    <Root>
      <Plot>
        <VictoryChart
          height={280}
          width={640}
          padding={{ top: 16, bottom: 40, left: 64, right: 16 }}
          scale={{ x: 'time', y: 'linear' }}
          domainPadding={{ x: 12, y: 8 }}
          containerComponent={<VictoryContainer role="img" title={title} desc={summary} />}
        >
          <VictoryAxis tickFormat={(tick: Date) => shortTime.format(new Date(tick))} tickCount={5} style={axisStyle} />
          <VictoryAxis dependentAxis tickFormat={numberText} style={axisStyle} />
          <VictoryCandlestick
            data={plotted.map((candle) => ({ x: candle.time, open: candle.open, high: candle.high, low: candle.low, close: candle.close, candle }))}
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
      </Plot>
      <VisuallyHidden as="div">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Open</th>
              <th scope="col">High</th>
              <th scope="col">Low</th>
              <th scope="col">Close</th>
              <th scope="col">Volume</th>
            </tr>
          </thead>
          <tbody>
            {plotted.map((candle) => (
              <tr key={candle.time.toISOString()}>
                <th scope="row">{writeTime(candle.time)}</th>
                <td>{candle.open}</td>
                <td>{candle.high}</td>
                <td>{candle.low}</td>
                <td>{candle.close}</td>
                <td>{candle.volume ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {markers.length > 0 && (
          <ul aria-label="Fills on the chart">
            {markers.map((marker) => (
              <li key={`${marker.kind}-${String(marker.time)}-${marker.label}`}>
                {marker.label}, {writeTime(marker.time instanceof Date ? marker.time : new Date(marker.time))}
              </li>
            ))}
          </ul>
        )}
      </VisuallyHidden>
    </Root>
  );
}
