import type { TradeAnalysisQuery, TradeChartQuery } from '../__generated__/graphql';

type Chart = TradeChartQuery['tradeChart'];
type Analysis = TradeAnalysisQuery['tradeAnalysis'];

/** Consecutive 5-minute AAPL candles from 13:25 UTC on 2025-03-14, each [open, high, low, close]. */
export const AAPL_ROWS: ReadonlyArray<readonly [string, string, string, string]> = [
  ['189.40', '189.60', '189.30', '189.55'],
  ['189.55', '189.70', '189.10', '189.20'],
  ['189.20', '190.10', '189.15', '190.00'],
  ['190.00', '190.60', '189.90', '190.40'],
  ['190.40', '190.45', '190.10', '190.20'],
  ['190.20', '190.30', '189.95', '190.05'],
];

export function candlesFrom(startIso: string, minutes: number, rows: ReadonlyArray<readonly [string, string, string, string]>) {
  const start = Date.parse(startIso);
  return rows.map(([open, high, low, close], index) => ({ __typename: 'Candle' as const, time: new Date(start + index * minutes * 60_000).toISOString(), open, high, low, close, volume: String(1000 + index) }));
}

/** One of the chart's sources as the API names it: 'upload' / 'your upload', 'alpaca-iex' / 'Alpaca (IEX feed)'… */
export const candleSource = (source: string, label: string) => ({ __typename: 'CandleSource' as const, source, label });

export function tradeChart(overrides: Partial<Chart> = {}): { data: { tradeChart: Chart } } {
  return {
    data: {
      tradeChart: {
        __typename: 'TradeChart',
        symbol: 'AAPL',
        timeframe: '5m',
        candles: candlesFrom('2025-03-14T13:25:00.000Z', 5, AAPL_ROWS),
        chartedSymbol: 'AAPL',
        isUnderlying: false,
        label: 'AAPL',
        providers: ['alpaca'],
        sources: [candleSource('alpaca-iex', 'Alpaca (IEX feed)')],
        message: null,
        notice: null,
        ...overrides,
      } as Chart,
    },
  };
}

export const emptyChart = (overrides: Partial<Chart> = {}) =>
  tradeChart({ candles: [], chartedSymbol: null, label: null, providers: [], sources: [], message: 'Chart data not available', ...overrides });

const comparison = { __typename: 'TraderComparison', notional: '18950.00', pastTrades: 12, medianNotional: '9475.00', sizeRatio: '2.00', maePercent: '0.21', tradesWithCandles: 4, medianMaePercent: '0.14', maeRatio: '1.50' };

/** The AAPL long of tradeRow() (100 at 189.50, out at 190.25) measured on AAPL_ROWS, by hand. */
export function tradeAnalysis(overrides: Partial<Analysis> = {}): { data: { tradeAnalysis: Analysis } } {
  return {
    data: {
      tradeAnalysis: {
        __typename: 'TradeAnalysis',
        tradeId: '101',
        suggestedEntry: '189.10',
        suggestedExit: '190.60',
        riskAnalysis: 'Maximum adverse excursion: 0.40 per unit ($40.00), to 189.10 at Mar 14, 2025, 9:30 AM.',
        improvementTips: ['Size: $18950.00 is 2.00 times your median of $9475.00: a loss at this size costs twice your usual one.'],
        confidenceScore: 82,
        confidenceReasons: ['4 candles inside the trade: 35 of 60.', '12 earlier closed trades: 12 of 30.'],
        hindsightNote: 'Hindsight, not a signal: the best entry (189.10 at Mar 14, 2025, 9:30 AM) is the lowest low of the 5m candles inside the trade.',
        excursions: {
          __typename: 'TradeExcursions',
          timeframe: '5m',
          barsInside: 4,
          insideOneBar: false,
          mae: { __typename: 'PriceExcursion', price: '189.10', perUnit: '0.40', dollars: '40.00', r: null, time: '2025-03-14T13:30:00.000Z' },
          mfe: { __typename: 'PriceExcursion', price: '190.60', perUnit: '1.10', dollars: '110.00', r: null, time: '2025-03-14T13:40:00.000Z' },
          realisedPerUnit: '0.75',
          capturedPercent: '68.2',
          minutesToMfe: 9,
          stopReached: null,
          exitTiming: 'after_best',
          givenBackPerUnit: '0.35',
          afterExit: null,
          hindsight: {
            __typename: 'HindsightPrices',
            entry: { __typename: 'PricePoint', price: '189.10', time: '2025-03-14T13:30:00.000Z' },
            exit: { __typename: 'PricePoint', price: '190.60', time: '2025-03-14T13:40:00.000Z' },
          },
        },
        comparison,
        candles: { __typename: 'AnalysisCandles', timeframe: '5m', count: 6, chartedSymbol: 'AAPL', isUnderlying: false, providers: ['alpaca'], notice: null },
        narrativeSource: 'engine',
        ...overrides,
      } as Analysis,
    },
  };
}

/** The same trade with no candles anywhere: the engine says what it could not measure. */
export const analysisWithoutCandles = () =>
  tradeAnalysis({
    suggestedEntry: null,
    suggestedExit: null,
    excursions: null,
    hindsightNote: null,
    riskAnalysis: 'No candles of AAPL cover this trade, so MAE and MFE are not measured. No planned stop is set, so nothing is measured in R.',
    improvementTips: ['No candles of AAPL are held: import them or connect Alpaca to measure MAE and MFE.'],
    confidenceScore: 12,
    confidenceReasons: ['No candles of the instrument cover the trade: MAE and MFE are not measured.', '12 earlier closed trades: 12 of 30.'],
    comparison: { ...comparison, maePercent: null, medianMaePercent: null, maeRatio: null } as Analysis['comparison'],
    candles: { __typename: 'AnalysisCandles', timeframe: '5m', count: 0, chartedSymbol: null, isUnderlying: false, providers: [], notice: null } as Analysis['candles'],
  });
