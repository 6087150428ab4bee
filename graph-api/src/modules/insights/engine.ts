import { behaviourCandidates } from './detectors/behaviour';
import { feeDragFinding } from './detectors/fees';
import { holdingCandidates } from './detectors/holding';
import { instrumentCandidates } from './detectors/instruments';
import { adviceFor } from './detectors/pattern-advice';
import { recommendationsFrom } from './detectors/recommendations';
import { riskFindings } from './detectors/risk-alerts';
import { tagCandidates } from './detectors/tags';
import { timingCandidates } from './detectors/timing';
import type { Candidate, TestedCandidate } from './domain/candidate';
import type { Finding } from './domain/finding';
import type { Insight } from './domain/insight';
import { type InsightTrade, prepareTrades, type PreparedTrade } from './domain/insight-trade';
import { describePnlFinding } from './domain/pnl-wording';
import { confidenceOf } from './statistics/confidence';
import { holmAdjusted } from './statistics/multiple-testing';
import { type Pool, poolOf, testAgainstPool } from './statistics/permutation-test';

/** Patterns under this confidence are not shown (chance would show them more than about 1 time in 4). */
export const SHOWN_FROM = 50;

export interface EngineInput {
  /** The user's closed trades. */
  trades: readonly InsightTrade[];
  /** IANA zone of the user's Timezone setting. */
  timeZone: string;
  /** Settings: risk per trade, percent of the account. */
  riskPerTradePercent: number;
  /**
   * The trades are those a filter kept (docs/filter-bar.md), not all of the account's: the alerts
   * about the account as a whole (one symbol's share of it, its daily losses) are left out, since a
   * part cannot show them (filtered to AAPL, AAPL is always all of it).
   */
  subset?: boolean;
}

/** Every candidate pattern, tested against chance, corrected for their number (INSIGHTS.md). */
export function testCandidates(candidates: readonly Candidate[]): TestedCandidate[] {
  // Most candidates compare a group with all the trades, on net P&L: their pool is worked out once.
  const pools = new Map<readonly PreparedTrade[], Map<Candidate['measure'], Pool>>();
  const poolFor = ({ population, measure }: Candidate) => {
    let byMeasure = pools.get(population);
    if (!byMeasure) pools.set(population, (byMeasure = new Map()));
    let pool = byMeasure.get(measure);
    if (!pool) byMeasure.set(measure, (pool = poolOf(population.map(measure))));
    return pool;
  };
  const results = candidates.map((candidate) => testAgainstPool(candidate.group.map(candidate.measure), poolFor(candidate)));
  const adjusted = holmAdjusted(results.map(({ pValue }) => pValue));
  return candidates.map((candidate, index) => ({
    candidate,
    result: results[index]!,
    adjustedP: adjusted[index]!,
    confidence: confidenceOf(adjusted[index]!, results[index]!.effectSize),
    family: candidates.length,
  }));
}

const isReported = ({ candidate, result }: TestedCandidate) =>
  result.difference !== 0 && (candidate.reported === 'either' || (candidate.reported === 'lower') === result.difference < 0);

function patternFindings(trades: readonly PreparedTrade[], timeZone: string): Finding[] {
  const candidates = [...timingCandidates(trades, timeZone), ...instrumentCandidates(trades), ...holdingCandidates(trades), ...behaviourCandidates(trades), ...tagCandidates(trades)];
  return testCandidates(candidates)
    .filter((tested) => isReported(tested) && tested.confidence >= SHOWN_FROM)
    .map((tested) => ({
      insight: {
        id: `pattern:${tested.candidate.key}`,
        category: 'pattern',
        ...(tested.candidate.describe ?? describePnlFinding)(tested),
        sampleSize: tested.candidate.group.length + (tested.candidate.kind === 'holding' ? tested.candidate.restCount : 0),
        confidence: tested.confidence,
      },
      advice: adviceFor(tested),
    }));
}

/** The insights of one user's trades: patterns, fee drag, risk alerts and the recommendations that follow. Pure. */
export function insightsOf({ trades, timeZone, riskPerTradePercent, subset = false }: EngineInput): Insight[] {
  const prepared = prepareTrades(trades, timeZone);
  const findings = [...patternFindings(prepared, timeZone), ...feeDragFinding(prepared), ...riskFindings(prepared, riskPerTradePercent, { wholeAccount: !subset })];
  const byConfidence = (a: Insight, b: Insight) => b.confidence - a.confidence || (a.id < b.id ? -1 : 1);
  return [...findings.map(({ insight }) => insight).sort(byConfidence), ...recommendationsFrom(findings).sort(byConfidence)];
}
