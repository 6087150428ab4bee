import { formatDateTime, formatMoney, formatPrice, MISSING, toFiniteNumber } from '@tj/design-system';
import type { TradeAnalysisQuery } from '../../__generated__/graphql';

export type TradeAnalysis = TradeAnalysisQuery['tradeAnalysis'];
export type Excursions = NonNullable<TradeAnalysis['excursions']>;
type Excursion = Excursions['mae'];

/** One line of the analysis: what the figure is, and its value with its basis. */
export interface AnalysisFigure {
  term: string;
  value: string;
}

/** An R multiple to hundredths, trailing zeros dropped: '1.5R', '-0.25R'. */
export function formatRMultiple(value: string | null): string | null {
  const number = toFiniteNumber(value);
  return number === null ? null : `${Number(number.toFixed(2))}R`;
}

/** A percent the API gives already scaled (captured 62.5 → '62.5%'). */
export function formatPercentValue(value: string | null): string {
  const number = toFiniteNumber(value);
  return number === null ? MISSING : `${Number(number.toFixed(2))}%`;
}

/** A ratio to hundredths: '2.1 times'. */
export function formatRatio(value: string | null): string {
  const number = toFiniteNumber(value);
  return number === null ? MISSING : `${Number(number.toFixed(2))} times`;
}

/** Minutes as a trader reads them: '0 minutes', '45 minutes', '2 h 5 min', '3 days 1 h'. */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return `${days} day${days === 1 ? '' : 's'}${hours > 0 ? ` ${hours} h` : ''}`;
  return `${hours} h${rest > 0 ? ` ${rest} min` : ''}`;
}

/** 'to 191.20 at Mar 14, 2025, 9:50 AM: 1.20 per unit, $180.00, 0.6R'. */
export function excursionText(excursion: Excursion, timeZone: string): string {
  const r = formatRMultiple(excursion.r);
  const worth = [`${formatPrice(excursion.perUnit)} per unit`, formatMoney(excursion.dollars), ...(r ? [r] : [])].join(', ');
  return `${formatPrice(excursion.price)} at ${formatDateTime(excursion.time, { timeZone })}: ${worth}`;
}

/** Whether the exit came before, at or after the best price, with how far. */
export function exitTimingText(excursions: Excursions, timeZone: string): string | null {
  switch (excursions.exitTiming) {
    case 'before_best':
      return excursions.afterExit
        ? `Before the best price: after the exit it went on to ${formatPrice(excursions.afterExit.price)} at ${formatDateTime(excursions.afterExit.time, { timeZone })}, ${formatPrice(excursions.afterExit.beyondMfePerUnit)} per unit beyond the MFE`
        : 'Before the best price';
    case 'at_best':
      return 'At the best price inside the trade';
    case 'after_best':
      return `After the best price, giving back ${formatPrice(excursions.givenBackPerUnit)} per unit from the MFE`;
    default:
      return null;
  }
}

/** The excursion figures of a trade with candles, in the order a trader reviews them. */
export function excursionFigures(excursions: Excursions, timeZone: string): AnalysisFigure[] {
  const figures: AnalysisFigure[] = [
    { term: 'Maximum adverse excursion (MAE)', value: excursionText(excursions.mae, timeZone) },
    { term: 'Maximum favourable excursion (MFE)', value: excursionText(excursions.mfe, timeZone) },
    { term: 'Time to MFE', value: `${formatMinutes(excursions.minutesToMfe)} after the entry` },
  ];
  if (excursions.capturedPercent !== null) {
    figures.push({ term: 'Share of the move captured', value: `${formatPercentValue(excursions.capturedPercent)} (${formatPrice(excursions.realisedPerUnit)} of ${formatPrice(excursions.mfe.perUnit)} per unit)` });
  }
  const timing = exitTimingText(excursions, timeZone);
  if (timing) figures.push({ term: 'Exit', value: timing });
  if (excursions.stopReached) figures.push({ term: 'Planned stop reached', value: `${formatPrice(excursions.stopReached.price)} at ${formatDateTime(excursions.stopReached.time, { timeZone })}` });
  const { entry, exit } = excursions.hindsight;
  figures.push(
    { term: 'Hindsight best entry', value: `${formatPrice(entry.price)} at ${formatDateTime(entry.time, { timeZone })}` },
    { term: 'Hindsight best exit', value: `${formatPrice(exit.price)} at ${formatDateTime(exit.time, { timeZone })}` },
  );
  return figures;
}

/** This trade against the trader's own distribution: size always, MAE where candles allow. */
export function comparisonFigures(comparison: TradeAnalysis['comparison']): AnalysisFigure[] {
  const size =
    comparison.medianNotional === null
      ? `${formatMoney(comparison.notional)}; no earlier closed trades to compare it with`
      : `${formatMoney(comparison.notional)}, ${formatRatio(comparison.sizeRatio)} your median of ${formatMoney(comparison.medianNotional)} over ${comparison.pastTrades} earlier closed trades`;
  const figures: AnalysisFigure[] = [{ term: 'Size', value: size }];
  if (comparison.maePercent !== null) {
    figures.push({
      term: 'Adverse move',
      value:
        comparison.medianMaePercent === null
          ? `${formatPercentValue(comparison.maePercent)} of the entry price; no earlier trade has candles to compare it with`
          : `${formatPercentValue(comparison.maePercent)} of the entry price, ${formatRatio(comparison.maeRatio)} your median of ${formatPercentValue(comparison.medianMaePercent)} over ${comparison.tradesWithCandles} earlier trades with candles`,
    });
  }
  return figures;
}
