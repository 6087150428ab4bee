import { formatDateTime, formatMoney, instrumentLabel, formatPercent, formatPnl } from '@tj/design-system';
import type { ExcursionScatterFieldsFragment } from '../../__generated__/graphql';
import { formatPercentValue, formatRMultiple } from '../../trades/utils/analysisFigures';

export type Scatter = ExcursionScatterFieldsFragment;
export type ScatterPoint = Scatter['points'][number];
export type PointOutcome = 'winner' | 'loser' | 'scratch';

/** Winner above 0, loser below, scratch at 0 (METRICS.md), by net P&L. */
export function outcomeOfPoint(point: Pick<ScatterPoint, 'netPnl'>): PointOutcome {
  const pnl = Number(point.netPnl);
  return pnl > 0 ? 'winner' : pnl < 0 ? 'loser' : 'scratch';
}

const count = (value: number) => value.toLocaleString('en-US');
const plural = (value: number, word: string) => `${count(value)} ${word}${value === 1 ? '' : 's'}`;

/** '2 of 3 closed trades have candles.' */
export const coverageText = (withCandles: number, closedTrades: number): string =>
  `${count(withCandles)} of ${plural(closedTrades, 'closed trade')} ${closedTrades === 1 ? 'has' : 'have'} candles.`;

/** When the scatter holds fewer points than trades with candles: which of them it shows. */
export const cappedText = (shown: number, withCandles: number): string | null => (shown < withCandles ? `The newest ${count(shown)} of them are shown.` : null);

/** The share of losers that had been ahead by more than they finally lost, or what it needs. */
export function losersReading({ losers, losersAheadFirst }: Pick<Scatter, 'losers' | 'losersAheadFirst'>, minimum: number): string {
  if (losersAheadFirst === null || losersAheadFirst === undefined) return `Needs ${minimum} losers with candles; there ${losers === 1 ? 'is' : 'are'} ${count(losers)}.`;
  return `${count(losersAheadFirst)} of ${plural(losers, 'loser')} (${formatPercent(losersAheadFirst / losers)}) had been ahead by more than they finally lost: their MFE was above the loss.`;
}

/** The winners' median share of their MFE kept, or what it needs. */
export function winnersReading({ winners, medianWinnerCapturedPercent }: Pick<Scatter, 'winners' | 'medianWinnerCapturedPercent'>, minimum: number): string {
  if (medianWinnerCapturedPercent === null || medianWinnerCapturedPercent === undefined) return `Needs ${minimum} winners with candles; there ${winners === 1 ? 'is' : 'are'} ${count(winners)}.`;
  return `Winners kept a median ${medianWinnerCapturedPercent}% of their MFE (${plural(winners, 'winner')}).`;
}

/** 'ZSA long, Mar 4, 2024, 9:44 AM': the trade a point stands for. */
export const pointName = (point: ScatterPoint, timeZone: string): string =>
  `${instrumentLabel(point.symbol)} ${point.direction === 'SHORT' ? 'short' : 'long'}, ${formatDateTime(point.exitTime, { timeZone })}`;

/** A dollar excursion with its R when the trade has a stop: '$50.00 (0.5R)'. */
export function excursionText(dollars: string, r: string | null): string {
  const inR = formatRMultiple(r);
  return inR === null ? formatMoney(dollars) : `${formatMoney(dollars)} (${inR})`;
}

/** A point read out: 'ZSA long, Mar 4, 2024, 9:44 AM: +$200.00; MAE $50.00 (0.5R), MFE $300.00 (3R), 66.7% of the MFE kept'. */
export const pointDescription = (point: ScatterPoint, timeZone: string): string =>
  `${pointName(point, timeZone)}: ${formatPnl(point.netPnl)}; MAE ${excursionText(point.maeDollars, point.maeR)}, MFE ${excursionText(point.mfeDollars, point.mfeR)}` +
  (point.capturedPercent === null ? '' : `, ${formatPercentValue(point.capturedPercent)} of the MFE kept`);
