import type { Excursions } from './excursions';

/** Past trades that give the comparison its full weight. */
export const FULL_WEIGHT_PAST_TRADES = 30;

/**
 * How much the analysis rests on, 0-100: candles inside the trade (up to 60), earlier closed trades
 * to compare with (up to 30) and a planned stop (10). Each part says why it scored what it did.
 */
export function confidenceOf(excursions: Excursions | null, pastTrades: number, hasStop: boolean): { score: number; reasons: string[] } {
  const reasons: string[] = [];
  let score = 0;
  if (!excursions) {
    reasons.push('No candles of the instrument cover the trade: MAE and MFE are not measured.');
  } else if (excursions.insideOneBar) {
    score += 15;
    reasons.push(`The whole trade lies inside one ${excursions.timeframe} candle: its high and low may come from before the entry or after the exit.`);
  } else if (excursions.barsInside < 6) {
    score += 35;
    reasons.push(`Only ${excursions.barsInside} ${excursions.timeframe} candles cover the trade.`);
  } else {
    score += 60;
    reasons.push(`${excursions.barsInside} ${excursions.timeframe} candles cover the trade.`);
  }
  if (pastTrades === 0) {
    reasons.push('No earlier closed trades to compare with.');
  } else {
    score += Math.min(pastTrades, FULL_WEIGHT_PAST_TRADES);
    reasons.push(`${pastTrades} earlier closed trades to compare with (${FULL_WEIGHT_PAST_TRADES} give full weight).`);
  }
  if (hasStop) {
    score += 10;
    reasons.push('A planned stop is set, so excursions are measured in R.');
  } else {
    reasons.push('No planned stop is set, so nothing is measured in R.');
  }
  return { score, reasons };
}
