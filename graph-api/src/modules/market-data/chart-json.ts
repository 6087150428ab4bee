import { candleSourceLabelOf } from './domain/candle-source';
import type { ChartData } from './market-data.service';

/** What both APIs answer for a chart (SPEC §3: candles of time, open, high, low, close), with where they came from. */
export function chartJson(symbol: string, chart: ChartData) {
  return {
    symbol,
    timeframe: chart.timeframe,
    candles: chart.candles.map(({ time, open, high, low, close, volume }) => ({ time, open, high, low, close, volume })),
    chartedSymbol: chart.chartedSymbol,
    isUnderlying: chart.isUnderlying,
    label: chart.isUnderlying && chart.chartedSymbol ? `${chart.chartedSymbol} (underlying of ${symbol})` : chart.chartedSymbol,
    providers: chart.providers,
    sources: chart.sources.map((source) => ({ source, label: candleSourceLabelOf(source) })),
    message: chart.message,
    notice: chart.notice,
  };
}

export type ChartJson = ReturnType<typeof chartJson>;
