import type { Bar, Timeframe } from '../../market-data';
import type { AnalysedTrade } from './analysed-trade';
import { confidenceOf } from './confidence';
import { type Excursions, excursionsOf } from './excursions';
import { compareWithTrader, maePercentOf, type PeerTrade, type TraderComparison } from './trader-comparison';
import { tipsOf } from './improvement-tips';
import { formatMoney } from '../../insights';

/** The candles the engine was given, and what they are of. */
export interface CandleContext {
  bars: readonly Bar[];
  timeframe: Timeframe;
  chartedSymbol: string | null;
  isUnderlying: boolean;
}

/** The analysis of one trade (SPEC §3 fields first), every figure derived from the trade, its candles and the trader's own trades. */
export interface TradeAnalysis {
  suggested_entry: string | null;
  suggested_exit: string | null;
  risk_analysis: string;
  improvement_tips: string[];
  confidence_score: number;
  confidence_reasons: string[];
  /** How the suggested prices were found: always in hindsight, inside the trade's own window. */
  hindsight_note: string | null;
  excursions: Excursions | null;
  comparison: TraderComparison;
}

/** Writes times for the trader: in their time zone, to the minute. */
export type TimeWriter = (time: Date) => string;

/**
 * The built-in analysis: deterministic and offline. Without candles of the instrument it says so
 * and leaves MAE, MFE and the suggested prices out; it never makes a number up.
 */
export function analyseTrade(trade: AnalysedTrade, candles: CandleContext, peers: readonly PeerTrade[], writeTime: TimeWriter): TradeAnalysis {
  const excursions = candles.isUnderlying ? null : excursionsOf(trade, candles.bars, candles.timeframe);
  const maePercent = excursions ? maePercentOf(excursions.mae, trade) : null;
  const comparison = compareWithTrader(trade, maePercent, peers);
  const confidence = confidenceOf(excursions, peers.length, trade.stopPrice !== null);
  return {
    suggested_entry: excursions?.hindsight.entry.price ?? null,
    suggested_exit: excursions?.hindsight.exit.price ?? null,
    risk_analysis: riskAnalysisOf(trade, candles, excursions, comparison, writeTime).join(' '),
    improvement_tips: tipsOf(trade, excursions, comparison, candles),
    confidence_score: confidence.score,
    confidence_reasons: confidence.reasons,
    hindsight_note: excursions
      ? `Hindsight, not a signal: the best entry (${excursions.hindsight.entry.price} at ${writeTime(excursions.hindsight.entry.time)}) is the ${trade.direction === 'LONG' ? 'lowest low' : 'highest high'} of the ${excursions.timeframe} candles inside the trade, and the best exit (${excursions.hindsight.exit.price} at ${writeTime(excursions.hindsight.exit.time)}) the ${trade.direction === 'LONG' ? 'highest high' : 'lowest low'} from then on.`
      : null,
    excursions,
    comparison,
  };
}

function riskAnalysisOf(trade: AnalysedTrade, candles: CandleContext, excursions: Excursions | null, comparison: TraderComparison, writeTime: TimeWriter): string[] {
  const sentences: string[] = [];
  if (excursions) {
    const inR = (r: string | null) => (r === null ? '' : `, ${r}R`);
    sentences.push(
      `Maximum adverse excursion: ${excursions.mae.perUnit} per unit (${formatMoney(excursions.mae.dollars)}${inR(excursions.mae.r)}), to ${excursions.mae.price} at ${writeTime(excursions.mae.time)}.`,
      `Maximum favourable excursion: ${excursions.mfe.perUnit} per unit (${formatMoney(excursions.mfe.dollars)}${inR(excursions.mfe.r)}), to ${excursions.mfe.price} at ${writeTime(excursions.mfe.time)}, ${excursions.minutesToMfe} minutes after the entry.`,
    );
    if (excursions.capturedPercent !== null) sentences.push(`The exit kept ${excursions.capturedPercent}% of the favourable move.`);
  } else if (candles.isUnderlying) {
    sentences.push(`The candles found are of the underlying ${candles.chartedSymbol}, not of ${trade.symbol} itself, so MAE and MFE are not measured.`);
  } else {
    sentences.push(`No candles of ${trade.symbol} cover this trade, so MAE and MFE are not measured.`);
  }
  if (trade.stopPrice === null) sentences.push('No planned stop is set, so nothing is measured in R.');
  else if (excursions?.stopReached) sentences.push(`The price reached the planned stop at ${trade.stopPrice} at ${writeTime(excursions.stopReached.time)}.`);
  else if (excursions) sentences.push(`The price never reached the planned stop at ${trade.stopPrice}.`);
  if (comparison.medianNotional !== null) {
    sentences.push(`Size: ${formatMoney(comparison.notional)}, ${comparison.sizeRatio} times your median of ${formatMoney(comparison.medianNotional)} over ${comparison.pastTrades} earlier closed trades.`);
  } else {
    sentences.push(`Size: ${formatMoney(comparison.notional)}; there are no earlier closed trades to compare it with.`);
  }
  if (comparison.maePercent !== null && comparison.medianMaePercent !== null) {
    sentences.push(`Its adverse move of ${comparison.maePercent}% of the entry price is ${comparison.maeRatio} times your median of ${comparison.medianMaePercent}% over ${comparison.tradesWithCandles} earlier trades with candles.`);
  } else if (comparison.maePercent !== null) {
    sentences.push(`Its adverse move was ${comparison.maePercent}% of the entry price; no earlier trade has candles to compare it with.`);
  }
  return sentences;
}
