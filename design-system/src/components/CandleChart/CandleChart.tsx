import { lazy } from 'react';
import styled from 'styled-components';
import { formatDateTime } from '../../format/dates';
import { LazyPlot, useLazyPlot } from '../charts/LazyPlot';
import { Skeleton } from '../Skeleton/Skeleton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { type CandleChartMarker, type CandleInput, plottedCandles } from './candleGeometry';

export type { CandleChartMarker } from './candleGeometry';

const loadCandlePlot = () => import('./CandlePlot');
const CandlePlot = lazy(() => loadCandlePlot().then(({ CandlePlot }) => ({ default: CandlePlot })));

const PLOT_WIDTH = 640;
const PLOT_HEIGHT = 280;

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

/**
 * A candlestick chart (victory) of a trade's window with its fills marked; the candles and fills
 * are also in a visually hidden table for screen readers, since the drawing is one image to them.
 */
export function CandleChart(props: CandleChartProps) {
  const { title, candles, markers = [], timeZone, loading = false, loadingText, error, emptyText } = props;
  const plotted = plottedCandles(candles);
  const writeTime = (time: Date) => formatDateTime(time, { timeZone });
  const [rootRef, plotShown] = useLazyPlot<HTMLDivElement>(loadCandlePlot, loading);
  if (loading) {
    return (
      <Root ref={rootRef} aria-busy>
        {loadingText && <Message role="status">{loadingText}</Message>}
        <Skeleton height={240} radius={12} />
      </Root>
    );
  }
  if (error) {
    return (
      <Root ref={rootRef}>
        <Message $error role="alert">
          {error}
        </Message>
      </Root>
    );
  }
  if (plotted.length === 0) {
    return (
      <Root ref={rootRef}>
        <Message>{emptyText}</Message>
      </Root>
    );
  }
  const lows = Math.min(...plotted.map((candle) => candle.low));
  const highs = Math.max(...plotted.map((candle) => candle.high));
  const summary = `${plotted.length} candles from ${writeTime(plotted[0]!.time)} to ${writeTime(plotted.at(-1)!.time)}; lowest ${lows}, highest ${highs}.`;
  return (
    <Root ref={rootRef}>
      <Plot>
        <LazyPlot width={PLOT_WIDTH} height={PLOT_HEIGHT} shown={plotShown}>
          <CandlePlot title={title} summary={summary} candles={plotted} markers={markers} timeZone={timeZone} width={PLOT_WIDTH} height={PLOT_HEIGHT} />
        </LazyPlot>
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
