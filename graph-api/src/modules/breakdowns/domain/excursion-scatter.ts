import Big from 'big.js';
import { compareTradeOrder, outcomeOf } from '../../dashboard-summary';
import { median } from '../../insights';
import type { InsideExcursions } from '../../trade-analysis';
import { type BreakdownTrade, MIN_BUCKET_TRADES } from './bucket-stats';

/** The scatter shows at most the newest this many closed trades with candles: what a browser draws at once, and a bounded read. */
export const MAX_SCATTER_POINTS = 1000;
/**
 * Under this many points the scatter is marked 'not enough data', as a bucket is; each reading needs
 * this many trades of its own kind (losers, winners) among the points.
 */
export const MIN_SCATTER_POINTS = MIN_BUCKET_TRADES;

/** One closed trade of the scatter: its result and how far the price went against it and for it, measured on its candles. */
export interface ExcursionPoint {
  tradeId: string;
  symbol: string;
  direction: 'LONG' | 'SHORT';
  exitTime: Date;
  netPnl: string;
  /** Maximum adverse and favourable excursion in dollars (per unit × quantity × multiplier), as in the trade dialog. */
  maeDollars: string;
  mfeDollars: string;
  /** In R against the planned stop; null without one. */
  maeR: string | null;
  mfeR: string | null;
  /** The realised move as a percent of the MFE (negative for a loss); null when the price never moved in the trade's favour. */
  capturedPercent: string | null;
  /** The candles measured: the analysis' timeframe for the trade's length. */
  timeframe: string;
}

export interface ExcursionReadings {
  losers: number;
  /** Losers whose MFE was above their final loss: ahead by more than they lost, before they lost it. Null under MIN_SCATTER_POINTS losers. */
  losersAheadFirst: number | null;
  winners: number;
  /** The median share of the MFE the winners kept, in percent. Null under MIN_SCATTER_POINTS winners. */
  medianWinnerCapturedPercent: number | null;
}

export interface ExcursionScatter {
  closedTrades: number;
  /** Closed trades with a candle of their own instrument held inside them. */
  tradesWithCandles: number;
  /** The newest of them (at most MAX_SCATTER_POINTS), newest first. */
  points: ExcursionPoint[];
  enoughData: boolean;
  readings: ExcursionReadings;
}

/** The trades to measure: the newest MAX_SCATTER_POINTS of those with candles, newest first (trade order reversed). */
export const newestForScatter = <Trade extends BreakdownTrade>(withCandles: readonly Trade[]): Trade[] => [...withCandles].sort((a, b) => compareTradeOrder(b, a)).slice(0, MAX_SCATTER_POINTS);

export function excursionPointOf(trade: BreakdownTrade, excursions: InsideExcursions): ExcursionPoint {
  return {
    tradeId: trade.id,
    symbol: trade.symbol,
    direction: trade.direction,
    exitTime: new Date(trade.exitTime),
    netPnl: trade.netPnl,
    maeDollars: excursions.mae.dollars,
    mfeDollars: excursions.mfe.dollars,
    maeR: excursions.mae.r,
    mfeR: excursions.mfe.r,
    capturedPercent: excursions.capturedPercent,
    timeframe: excursions.timeframe,
  };
}

/** What the points say, each only with enough trades of its kind behind it (METRICS.md "The MAE/MFE scatter"). */
export function readingsOf(points: readonly ExcursionPoint[]): ExcursionReadings {
  const losers = points.filter((point) => outcomeOf(point.netPnl) === 'loss');
  const winners = points.filter((point) => outcomeOf(point.netPnl) === 'win');
  const captured = winners.flatMap((point) => (point.capturedPercent === null ? [] : [Number(point.capturedPercent)]));
  return {
    losers: losers.length,
    losersAheadFirst: losers.length >= MIN_SCATTER_POINTS ? losers.filter((point) => new Big(point.mfeDollars).gt(new Big(point.netPnl).abs())).length : null,
    winners: winners.length,
    medianWinnerCapturedPercent: captured.length >= MIN_SCATTER_POINTS ? Math.round(median(captured) * 10) / 10 : null,
  };
}

export function scatterOf(closedTrades: number, tradesWithCandles: number, points: ExcursionPoint[]): ExcursionScatter {
  return { closedTrades, tradesWithCandles, points, enoughData: points.length >= MIN_SCATTER_POINTS, readings: readingsOf(points) };
}
