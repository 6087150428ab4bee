import { useId } from 'react';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { CandleChart, instrumentLabel, Label, Select } from '@tj/design-system';
import type { TradeChartQuery, TradeChartQueryVariables, TradeFillsQuery, TradeFillsQueryVariables } from '../../__generated__/graphql';
import { CHART_NOT_AVAILABLE, FAILED_TO_FETCH_CHART, loadingChartText } from '../constants/texts';
import { TRADE_CHART_QUERY } from '../graphql/TradeChartQuery';
import { TRADE_FILLS_QUERY } from '../graphql/TradeFillsQuery';
import { useChartTimeframe } from '../hooks/useChartTimeframe';
import { fillMarkers, tradeFocus, tradeLevels } from '../utils/chartMarkers';
import type { TradeRow } from '../utils/tradeRow';
import { CHART_TIMEFRAMES, isChartTimeframe } from '../utils/chartTimeframe';
import { CandleImportForm } from './CandleImportForm';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  justify-content: space-between;
  h3 { margin: 0; font-size: ${({ theme }) => theme.fontSize.md}; }
  .timeframe { display: flex; gap: ${({ theme }) => theme.space.xs}; align-items: center; }
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const TIMEFRAME_OPTIONS = CHART_TIMEFRAMES.map((value) => ({ value, label: value }));

/**
 * The trade's candles with context before and after (the API picks the window from the trade),
 * each fill marked at its time and price. An option or future charted from its underlying says so,
 * and its fills are not marked: their prices are of the contract, not of the underlying.
 */
export function TradeChart({ trade, timeZone }: { trade: TradeRow; timeZone: string }) {
  const { id: tradeId, symbol } = trade;
  const id = useId();
  const { timeframe, choose } = useChartTimeframe();
  const chart = useQuery<TradeChartQuery, TradeChartQueryVariables>(TRADE_CHART_QUERY, { variables: { input: { tradeId, timeframe } } });
  const fills = useQuery<TradeFillsQuery, TradeFillsQueryVariables>(TRADE_FILLS_QUERY, { variables: { id: tradeId } });
  const answer = chart.data?.tradeChart;
  const hasCandles = (answer?.candles.length ?? 0) > 0;
  const chartedSymbol = answer?.chartedSymbol ?? symbol;
  const markers = answer && !answer.isUnderlying ? fillMarkers(fills.data?.trade.fills ?? []) : [];
  return (
    <section aria-labelledby={`${id}-title`}>
      <Header>
        <h3 id={`${id}-title`}>Chart</h3>
        <div className="timeframe">
          <Label htmlFor={`${id}-timeframe`}>Timeframe</Label>
          <Select id={`${id}-timeframe`} options={TIMEFRAME_OPTIONS} value={timeframe} onChange={(event) => isChartTimeframe(event.target.value) && choose(event.target.value)} />
        </div>
      </Header>
      {answer?.isUnderlying && hasCandles && <Note>Charted from the underlying: {answer.label}. The fills are not marked, their prices are of {instrumentLabel(symbol)} itself.</Note>}
      <CandleChart
        title={`${answer?.label ?? chartedSymbol}, ${timeframe} candles`}
        candles={answer?.candles ?? []}
        markers={markers}
        levels={answer && !answer.isUnderlying ? tradeLevels(trade) : []}
        focus={tradeFocus(trade)}
        timeZone={timeZone}
        loading={chart.loading}
        loadingText={loadingChartText(timeframe)}
        error={chart.error && !answer ? FAILED_TO_FETCH_CHART : undefined}
        emptyText={CHART_NOT_AVAILABLE}
      />
      {answer && hasCandles && answer.sources.length > 0 && <Note>{candleSourcesCaption(answer.sources)}</Note>}
      {answer && !hasCandles && <Note>{emptyReason(answer)}</Note>}
      {answer && !hasCandles && <CandleImportForm symbol={symbol} timeframe={timeframe} timeZone={timeZone} />}
    </section>
  );
}

/**
 * Where the chart's candles came from, in the API's plain words, the reader's own upload first:
 * "Candles: your upload", "Candles: Alpaca (IEX feed)", "Candles: your upload and Alpaca (IEX feed)".
 * An upload is only ever its uploader's, so "your" is always true of it.
 */
function candleSourcesCaption(sources: TradeChartQuery['tradeChart']['sources']): string {
  return `Candles: ${sources.map(({ label }) => label).join(' and ')}`;
}

/** Why there are no candles, in the API's words: a provider's notice (keys refused, rate limited) or that none had any. */
function emptyReason(answer: TradeChartQuery['tradeChart']): string {
  if (answer.notice) return answer.notice;
  return `No candles of ${answer.symbol} at ${answer.timeframe} were imported, and no market-data provider had them. Import a candle CSV below, or connect Alpaca on the Import page.`;
}
