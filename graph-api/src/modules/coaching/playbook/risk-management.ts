import { metricsOfTrades } from '../../dashboard-summary';
import type { OtherAnswers } from '../assessment/assessment-items';
import type { TraitScores } from '../assessment/assessment-scoring';
import type { Comparison, OvertradingComparison } from './behaviour-measures';
import type { CoachingTrade } from './coaching-trade';
import { money, percent, plural } from './evidence-text';
import { HIGH_TRAIT } from './hypotheses';
import type { RiskFigure } from './playbook-content';

/** Full losses a day allows: three normally, two when losses are known to unsettle the trader. */
const NORMAL_LOSSES_A_DAY = 3;
const CAUTIOUS_LOSSES_A_DAY = 2;
const LOW_SELF_RATING = 4;

const percentText = (value: number) => `${Number(value.toFixed(2))}%`;

/** Why the daily loss limit is tighter than normal, or null when it is not. */
function cautionReason(traits: TraitScores, answers: OtherAnswers, afterLoss: Comparison): string | null {
  if (afterLoss.enoughData && afterLoss.suspectWorse) return 'your trades right after a loss did worse than the others (see the Psychology tab)';
  if (traits.neuroticism >= HIGH_TRAIT) return `your neuroticism score is ${traits.neuroticism}`;
  if (answers.emotionalControl <= LOW_SELF_RATING) return `you rated your emotional control ${answers.emotionalControl} of 10`;
  return null;
}

/** The risk figures: Risk per Trade (Settings) sets them; the trader's own record sizes the rest. */
export function riskFigures(input: {
  riskPerTrade: number;
  traits: TraitScores;
  answers: OtherAnswers;
  trades: readonly CoachingTrade[];
  afterLoss: Comparison;
  overtrading: OvertradingComparison;
}): RiskFigure[] {
  const { riskPerTrade, trades } = input;
  const caution = cautionReason(input.traits, input.answers, input.afterLoss);
  const lossesADay = caution ? CAUTIOUS_LOSSES_A_DAY : NORMAL_LOSSES_A_DAY;
  const figures: RiskFigure[] = [
    { name: 'Risk per trade', value: `${percentText(riskPerTrade)} of account equity`, why: 'Your Risk per Trade setting (Settings).' },
    {
      name: 'Daily loss limit',
      value: `${percentText(riskPerTrade * lossesADay)} of account equity (${lossesADay} full losses)`,
      why: caution
        ? `${lossesADay} losses at your ${percentText(riskPerTrade)} risk per trade, not ${NORMAL_LOSSES_A_DAY}, because ${caution}.`
        : `${lossesADay} losses at your ${percentText(riskPerTrade)} risk per trade: enough room for a normal bad day, not for a spiral.`,
    },
    {
      name: 'Position size',
      value: `Shares = account equity × ${percentText(riskPerTrade)} ÷ (entry − stop) per share`,
      why: 'Sized from the stop, a trade stopped out loses exactly your risk per trade, whatever the symbol or its price.',
    },
  ];
  if (trades.length === 0) return figures;
  const withStop = trades.filter(({ hasStop }) => hasStop).length;
  figures.push({
    name: 'Planned stop recorded',
    value: `${withStop} of ${plural(trades.length, 'trade')} (${percent(withStop / trades.length)}); aim for every trade`,
    why: 'From your journal: a position size needs a stop to be measured against.',
  });
  const { overtrading } = input;
  if (overtrading.enoughData && overtrading.overtradingWorse) {
    figures.push({
      name: 'Maximum trades per day',
      value: String(overtrading.threshold),
      why: `On ${plural(overtrading.overtrading.days, 'day')} with more than ${overtrading.threshold} trades you made ${money(overtrading.overtrading.averageDay)} a day; on ${plural(overtrading.normal.days, 'other day')} ${money(overtrading.normal.averageDay)}.`,
    });
  }
  const metrics = metricsOfTrades(trades);
  if (metrics.largestLosingStreak.count > 0) {
    figures.push({
      name: 'Largest losing streak so far',
      value: `${plural(metrics.largestLosingStreak.count, 'trade')}, ${money(metrics.largestLosingStreak.total)}`,
      why: 'Your record: plan for a run at least this long; the daily loss limit stops it early.',
    });
  }
  figures.push({
    name: 'Max drawdown so far',
    value: money(metrics.maxDrawdown.amount).replace('+', ''),
    why: `The largest peak-to-trough fall of your cumulative net P&L over ${plural(trades.length, 'closed trade')}.`,
  });
  return figures;
}
