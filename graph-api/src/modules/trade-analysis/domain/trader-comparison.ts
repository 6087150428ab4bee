import Big from 'big.js';
import type { AnalysedTrade } from './analysed-trade';

/** What the engine reads of the trader's other closed trades. */
export interface PeerTrade {
  /** Entry price x quantity x multiplier. */
  notional: string;
  /** Its adverse excursion as a percent of its entry price; null when no candles of it are held. */
  maePercent: string | null;
}

export interface TraderComparison {
  notional: string;
  pastTrades: number;
  medianNotional: string | null;
  /** This trade's size over the median, to hundredths. */
  sizeRatio: string | null;
  maePercent: string | null;
  tradesWithCandles: number;
  medianMaePercent: string | null;
  maeRatio: string | null;
}

/** The adverse excursion as a percent of the entry price, to hundredths. */
export const maePercentOf = (mae: { perUnit: string }, trade: Pick<AnalysedTrade, 'entryPrice'>): string => new Big(mae.perUnit).div(trade.entryPrice).times(100).toFixed(2);

export const notionalOf = (trade: Pick<AnalysedTrade, 'entryPrice' | 'quantity' | 'multiplier'>) => new Big(trade.entryPrice).times(trade.quantity).times(trade.multiplier);

/** This trade against the trader's own distribution: its size and its adverse move against their medians. */
export function compareWithTrader(trade: AnalysedTrade, maePercent: string | null, peers: readonly PeerTrade[]): TraderComparison {
  const notional = notionalOf(trade);
  const medianNotional = medianOf(peers.map((peer) => new Big(peer.notional)));
  const maes = peers.flatMap((peer) => (peer.maePercent === null ? [] : [new Big(peer.maePercent)]));
  const medianMae = medianOf(maes);
  return {
    notional: notional.toFixed(2),
    pastTrades: peers.length,
    medianNotional: medianNotional?.toFixed(2) ?? null,
    sizeRatio: medianNotional && medianNotional.gt(0) ? notional.div(medianNotional).toFixed(2) : null,
    maePercent,
    tradesWithCandles: maes.length,
    medianMaePercent: medianMae?.toFixed(2) ?? null,
    maeRatio: maePercent !== null && medianMae && medianMae.gt(0) ? new Big(maePercent).div(medianMae).toFixed(2) : null,
  };
}

function medianOf(values: readonly Big[]): Big | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a.cmp(b));
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : sorted[middle - 1]!.plus(sorted[middle]!).div(2);
}
