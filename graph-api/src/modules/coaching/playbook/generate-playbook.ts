import { compareMoney } from '../../dashboard-summary';
import type { Insight } from '../../insights';
import type { OtherAnswers } from '../assessment/assessment-items';
import type { TraitScores } from '../assessment/assessment-scoring';
import { afterLossComparison, type Comparison, holdingTimes, missingStopComparison, overtradingComparison } from './behaviour-measures';
import type { CoachingTrade } from './coaching-trade';
import { confidenceOf } from './confidence';
import { conditionOf, findEdgesAndLeaks, type Finding, MIN_GROUP_TRADES, ruleOf } from './edges';
import { engineEntries } from './engine-entries';
import { EngineFindings } from './engine-findings';
import { citedIds, duration, plural } from './evidence-text';
import { comparisonEvidence, overtradingEvidence, testHypotheses } from './hypotheses';
import type { PlaybookContent, PlaybookItem } from './playbook-content';
import { riskFigures } from './risk-management';
import { tentativeBelowFirm, tradesOfComparison, tradesOfFinding, tradesOfOvertrading } from './tentative';
import { preferenceRecommendations, traitBiases, traitCoachingTips, traitTriggers } from './trait-guidance';

export interface PlaybookInput {
  traits: TraitScores;
  answers: OtherAnswers;
  /** Percent of account equity (Settings). */
  riskPerTrade: number;
  /** IANA zone of the Timezone setting: hours and days are the trader's local ones. */
  timeZone: string;
  /** Closed trades only. */
  trades: readonly CoachingTrade[];
  /** The insights engine's current findings for the same trades (only the confident ones are used). */
  insights: readonly Insight[];
}

const item = (text: string, why: string, trades: readonly CoachingTrade[] = []): PlaybookItem => ({ text, why, tradeIds: citedIds(trades) });

/** Rules that hold for everyone, sized by the settings, and the ones the behaviour measures prove. */
function tradingRulesOf(input: PlaybookInput, afterLoss: Comparison, leaks: PlaybookItem[], engine: EngineFindings): PlaybookItem[] {
  const { riskPerTrade, trades } = input;
  const rules = [item(`Set a stop before every entry and size the position so the stop loses at most ${riskPerTrade}% of your account.`, 'Your Risk per Trade setting; a stop decided after entry moves with hope.')];
  if (afterLoss.enoughData && afterLoss.suspectWorse) {
    const pause = tentativeBelowFirm(item('After a losing trade, wait 15 minutes and re-read your plan before the next entry.', comparisonEvidence(afterLoss, 'trades right after a loss the same day', 'other trades'), afterLoss.suspect.trades), tradesOfComparison(afterLoss));
    // The engine's revenge finding asks for the same pause: one rule citing both.
    rules.push(engine.cite(pause, 'rule', 'pattern:revenge'));
  }
  const missingStop = missingStopComparison(trades);
  if (missingStop.enoughData && missingStop.suspectWorse) {
    rules.push(tentativeBelowFirm(item('No stop in the journal, no trade.', comparisonEvidence(missingStop, 'trades without a planned stop', 'trades with one'), missingStop.suspect.trades), tradesOfComparison(missingStop)));
  }
  return [...rules, ...leaks];
}

/** Holding losers longer than winners: the disposition effect, measured. */
function holdingBias(trades: readonly CoachingTrade[], engine: EngineFindings): PlaybookItem[] {
  const { winners, losers } = holdingTimes(trades);
  if (winners.count < MIN_GROUP_TRADES || losers.count < MIN_GROUP_TRADES || losers.median <= winners.median) return [];
  const disposition = tentativeBelowFirm(
    item(
      'Disposition effect: you hold losing trades longer than winning ones, hoping they come back.',
      `Median holding time: losers ${duration(losers.median)} (${plural(losers.count, 'trade')}), winners ${duration(winners.median)} (${plural(winners.count, 'trade')}).`,
      trades.filter(({ netPnl }) => netPnl.startsWith('-')),
    ),
    Math.min(winners.count, losers.count),
  );
  return [engine.cite(disposition, 'alert', 'pattern:holding')];
}

/** An own edge or leak, citing the engine's finding of the same group when it has one. */
function citingEngine(finding: Finding, own: PlaybookItem, engine: EngineFindings): PlaybookItem {
  const place = finding.kind === 'edge' ? 'condition' : 'rule';
  return engine.cite(own, place, finding.insightKey && `pattern:${finding.insightKey}`, finding.kind);
}

/**
 * The built-in Play Book: deterministic and offline. Every item carries its reason: a trait score
 * or self-rating, a setting, the trader's own trades with their numbers, or a confident finding of
 * the insights engine (cited on the generator's own item when both found the same thing).
 */
export function generatePlaybook(input: PlaybookInput): PlaybookContent {
  const { traits, answers, trades, timeZone } = input;
  const afterLoss = afterLossComparison(trades, timeZone);
  const overtrading = overtradingComparison(trades, timeZone);
  const engine = new EngineFindings(input.insights, trades);
  const findings = findEdgesAndLeaks(trades, timeZone);
  const edges = findings.filter(({ kind }) => kind === 'edge').map((edge) => citingEngine(edge, tentativeBelowFirm(conditionOf(edge, trades), tradesOfFinding(edge)), engine));
  const leaks = findings.filter(({ kind }) => kind === 'leak').map((leak) => citingEngine(leak, tentativeBelowFirm(ruleOf(leak, trades), tradesOfFinding(leak)), engine));
  const confidence = confidenceOf(trades, engine.confident.length);

  const emotionalTriggers = traitTriggers(traits, answers);
  if (afterLoss.enoughData && afterLoss.suspectWorse) {
    emotionalTriggers.unshift(tentativeBelowFirm(item('Losing trades: your next trade the same day does worse.', comparisonEvidence(afterLoss, 'trades right after a loss the same day', 'other trades'), afterLoss.suspect.trades), tradesOfComparison(afterLoss)));
  }
  if (overtrading.enoughData && overtrading.overtradingWorse) {
    const busyDays = tentativeBelowFirm(item(`Busy days: past ${plural(overtrading.threshold, 'trade')} a day your results fall.`, overtradingEvidence(overtrading), overtrading.overtrading.trades), tradesOfOvertrading(overtrading));
    emotionalTriggers.push(engine.cite(busyDays, 'trigger', 'pattern:overtrading'));
  }
  const tradingRules = tradingRulesOf(input, afterLoss, leaks, engine);
  const biasAlerts = holdingBias(trades, engine);
  // Last: what the engine found that the generator's own measures did not.
  const fromEngine = engineEntries(engine);
  const optimalConditions = [...edges, ...fromEngine.optimalConditions];

  const strategyRecommendations = [...preferenceRecommendations(answers)];
  // A strategy is what is traded and how: the best symbol or setup, not an hour or a weekday.
  const bestEdge = findings
    .filter(({ kind, dimension }) => kind === 'edge' && (dimension === 'symbol' || dimension === 'setup'))
    .sort((a, b) => compareMoney(b.tally.netPnl, a.tally.netPnl))[0];
  if (bestEdge) strategyRecommendations.unshift(tentativeBelowFirm({ ...conditionOf(bestEdge, trades), text: `Build your plan around ${bestEdge.group}, your strongest measured edge.` }, tradesOfFinding(bestEdge)));
  if (trades.length === 0) strategyRecommendations.push(item('Import your trades so the Play Book can test these recommendations against your own record.', confidence.basis));

  return {
    confidenceScore: confidence.score,
    confidenceBasis: confidence.basis,
    raiseConfidence: confidence.raise,
    tradingRules: [...tradingRules, ...fromEngine.tradingRules],
    riskManagement: riskFigures({ ...input, afterLoss, overtrading }),
    optimalConditions: optimalConditions.length > 0 ? optimalConditions : [item('No hour, weekday, symbol, setup or holding time stands out yet.', trades.length === 0 ? 'There are no closed trades to measure.' : `Each needs at least ${MIN_GROUP_TRADES} trades and a better average than your overall one; ${plural(trades.length, 'closed trade')} so far.`)],
    emotionalTriggers: [...fromEngine.emotionalTriggers, ...emotionalTriggers],
    biasAlerts: [...biasAlerts, ...fromEngine.biasAlerts, ...traitBiases(traits, answers)],
    coachingTips: traitCoachingTips(traits, answers),
    strategyRecommendations,
    hypotheses: testHypotheses(traits, { afterLoss, missingStop: missingStopComparison(trades), overtrading }),
    closedTrades: trades.length,
  };
}
