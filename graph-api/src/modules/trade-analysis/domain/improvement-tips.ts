import Big from 'big.js';
import type { AnalysedTrade } from './analysed-trade';
import type { Excursions } from './excursions';
import type { TraderComparison } from './trader-comparison';
import { formatMoney } from '../../insights';

/** Below this share of the favourable move kept, the exit is worth a tip. */
const LOW_CAPTURE_PERCENT = 50;
/** A size or adverse move this many times the trader's median stands out. */
const OUTSIZED_RATIO = 2;
const WIDE_MAE_RATIO = 1.5;

/** Improvement tips that follow from the figures, each citing them; none is given without its figures. */
export function tipsOf(trade: AnalysedTrade, excursions: Excursions | null, comparison: TraderComparison, candles: { isUnderlying: boolean; chartedSymbol: string | null }): string[] {
  const tips: string[] = [];
  if (!excursions) {
    tips.push(
      candles.isUnderlying
        ? `Import candles of ${trade.symbol} itself (candle CSV) to measure this trade's MAE and MFE; only the underlying ${candles.chartedSymbol} is held.`
        : `Import candles of ${trade.symbol} (candle CSV) or connect Alpaca to measure this trade's MAE and MFE.`,
    );
  }
  if (excursions) tips.push(...exitTips(trade, excursions));
  if (trade.stopPrice === null) {
    tips.push(excursions ? `Set a planned stop in the journal: this trade's adverse move of ${excursions.mae.perUnit} per unit would then read in R.` : 'Set a planned stop in the journal to measure this trade in R.');
  }
  // A size ratio exists only beside a median size.
  if (comparison.sizeRatio !== null && new Big(comparison.sizeRatio).gte(OUTSIZED_RATIO)) {
    tips.push(`This position (${formatMoney(comparison.notional)}) was ${comparison.sizeRatio} times your median size (${formatMoney(comparison.medianNotional!)} over ${comparison.pastTrades} trades): size it to your usual risk.`);
  }
  if (comparison.maeRatio !== null && new Big(comparison.maeRatio).gte(WIDE_MAE_RATIO)) {
    tips.push(`Its adverse move (${comparison.maePercent}% of the entry) was ${comparison.maeRatio} times your median (${comparison.medianMaePercent}% over ${comparison.tradesWithCandles} trades): check whether the entry was early.`);
  }
  return tips;
}

function exitTips(trade: AnalysedTrade, excursions: Excursions): string[] {
  const tips: string[] = [];
  const { mfe, mae, capturedPercent, realisedPerUnit, stopReached, afterExit, exitTiming, givenBackPerUnit } = excursions;
  const favourable = new Big(mfe.perUnit);
  if (stopReached && trade.exitPrice !== null && beyondStop(trade)) {
    tips.push(`The price reached your stop at ${stopReached.price} but the exit came at ${trade.exitPrice}, ${mae.r ?? mae.perUnit}${mae.r ? 'R' : ' per unit'} against you at worst: honour the planned stop.`);
  }
  if (capturedPercent !== null && realisedPerUnit !== null && favourable.gt(0) && new Big(capturedPercent).lt(LOW_CAPTURE_PERCENT)) {
    tips.push(
      new Big(realisedPerUnit).lt(0)
        ? `The trade was ${mfe.perUnit} per unit in your favour (at ${mfe.price}) before closing ${new Big(realisedPerUnit).abs().toString()} per unit against you: a stop moved to the entry once ahead would have kept it from a loss.`
        : `You kept ${capturedPercent}% of the favourable move (${realisedPerUnit} of ${mfe.perUnit} per unit): a partial exit near ${mfe.price} or a trailing stop would have kept more.`,
    );
  }
  if (exitTiming === 'before_best' && afterExit) {
    tips.push(`After the exit the price went on to ${afterExit.price}, ${afterExit.beyondMfePerUnit} per unit beyond the best price inside the trade: consider keeping part of the position for a further move.`);
  } else if (exitTiming === 'after_best' && givenBackPerUnit !== null && favourable.gt(0) && new Big(givenBackPerUnit).gt(favourable.div(2)) && new Big(capturedPercent ?? 0).gte(LOW_CAPTURE_PERCENT)) {
    tips.push(`The exit gave back ${givenBackPerUnit} of the ${mfe.perUnit} per unit reached at ${mfe.price}: a trailing stop would have kept more of it.`);
  }
  return tips;
}

/** Whether the exit was worse than the planned stop (a stop not honoured). */
function beyondStop(trade: AnalysedTrade): boolean {
  if (trade.stopPrice === null || trade.exitPrice === null) return false;
  return trade.direction === 'LONG' ? new Big(trade.exitPrice).lt(trade.stopPrice) : new Big(trade.exitPrice).gt(trade.stopPrice);
}
