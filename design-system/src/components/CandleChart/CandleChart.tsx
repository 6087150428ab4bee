import { lazy, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { formatDateTime } from '../../format/dates';
import { LazyPlot, useLazyPlot } from '../charts/LazyPlot';
import { candleLineColors } from '../charts/plotStyle';
import { useChartSize } from '../charts/useChartSize';
import { Button } from '../Button/Button';
import { Skeleton } from '../Skeleton/Skeleton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { type CandleChartLevel, type CandleChartMarker, type CandleInput, plottedCandles, sessionVwap, tradeViewCandles } from './candleGeometry';

export type { CandleChartLevel, CandleChartMarker } from './candleGeometry';

const loadCandlePlot = () => import('./CandlePlot');
const CandlePlot = lazy(() => loadCandlePlot().then(({ CandlePlot }) => ({ default: CandlePlot })));

/** Drawn at its container's width (11 px labels at every width), 640 x 280 before it is measured; never under 280 px tall. */
const SIZING = { fallbackWidth: 640, aspectRatio: 16 / 7, minHeight: 280 };
const VOLUME_HEIGHT = 72;

export interface CandleChartProps {
  /** What the chart shows, its accessible name and its table's caption ('AAPL, 5m candles'). */
  title: string;
  candles: readonly CandleInput[];
  markers?: readonly CandleChartMarker[];
  /** Prices drawn across the chart: the entry and exit prices, the planned stop. */
  levels?: readonly CandleChartLevel[];
  /** The trade's span: the chart then opens on it (with some candles either side) and can widen to the whole session. */
  focus?: { from: string | Date; to: string | Date | null };
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

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  .views { display: flex; gap: ${({ theme }) => theme.space.xs}; }
  ul { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space.md}; margin: 0; padding: 0; list-style: none; }
  li { display: flex; gap: 6px; align-items: center; }
  li span { display: inline-block; width: 16px; border-top: 2px dashed currentColor; }
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
  const { title, candles, markers = [], levels = [], focus, timeZone, loading = false, loadingText, error, emptyText } = props;
  const theme = useTheme();
  const [view, setView] = useState<'trade' | 'session'>('trade');
  const [sizeRef, size] = useChartSize<HTMLDivElement>(SIZING);
  const session = plottedCandles(candles);
  const tradeView = focus ? tradeViewCandles(session, new Date(focus.from), focus.to === null ? null : new Date(focus.to)) : session;
  const zoomable = tradeView.length < session.length;
  const plotted = view === 'trade' ? tradeView : session;
  // The VWAP runs over the whole session even when the view shows the trade's part of it.
  const vwapShown = new Set(plotted.map((candle) => candle.time.getTime()));
  const vwap = sessionVwap(session, timeZone).filter((point) => vwapShown.has(point.time.getTime()));
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
  const volumeHeight = plotted.some((candle) => (candle.volume ?? 0) > 0) ? VOLUME_HEIGHT : 0;
  const legend = [
    ...(['entry', 'exit', 'stop'] as const).filter((kind) => levels.some((level) => level.kind === kind)).map((kind) => ({ kind, text: { entry: 'Entry', exit: 'Exit', stop: 'Planned stop' }[kind] })),
    ...(vwap.length > 1 ? [{ kind: 'vwap' as const, text: 'VWAP' }] : []),
  ];
  const legendColor = candleLineColors(theme);
  return (
    <Root ref={rootRef}>
      {(zoomable || legend.length > 0) && (
        <Toolbar>
          {zoomable && (
            <div className="views" role="group" aria-label="Chart view">
              {(['trade', 'session'] as const).map((shown) => (
                <Button key={shown} size="sm" variant={view === shown ? 'primary' : 'outline'} aria-pressed={view === shown} onClick={() => setView(shown)}>
                  {shown === 'trade' ? 'Trade' : 'Session'}
                </Button>
              ))}
            </div>
          )}
          {legend.length > 0 && (
            <ul aria-label="Lines on the chart">
              {legend.map(({ kind, text }) => (
                <li key={kind} style={{ color: legendColor[kind] }}>
                  <span aria-hidden />
                  {text}
                </li>
              ))}
            </ul>
          )}
        </Toolbar>
      )}
      <Plot ref={sizeRef}>
        <LazyPlot width={size.width} height={size.height + volumeHeight} shown={plotShown}>
          <CandlePlot title={title} summary={summary} candles={plotted} markers={markers} levels={levels} vwap={vwap} timeZone={timeZone} width={size.width} height={size.height} volumeHeight={volumeHeight} />
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
        {levels.length > 0 && (
          <ul aria-label="Prices marked on the chart">
            {levels.map((level) => (
              <li key={`${level.kind}-${level.label}`}>{level.label}</li>
            ))}
          </ul>
        )}
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
