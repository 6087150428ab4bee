import { plural } from './evidence-text';
import type { CoachingTrade } from './coaching-trade';

/** The assessment alone: a profile, not a record. */
const ASSESSMENT_ONLY = 35;
/** Closed trades at which the record's share is full. */
export const FULL_RECORD_TRADES = 100;
const RECORD_SHARE = 40;
const STOP_SHARE = 10;
const SETUP_SHARE = 10;
/** Points per confident finding of the insights engine, and at most. */
const PER_ENGINE_FINDING = 1;
const ENGINE_SHARE = 5;

export interface Confidence {
  score: number;
  basis: string;
  raise: string[];
}

/**
 * How much evidence the Play Book rests on, 35-100: the assessment, then the number of closed trades
 * (up to 100), and how many of them carry a planned stop and a setup tag, without which the stop and
 * setup findings cannot be measured; then a point for each confident finding of the insights engine
 * (at most 5): a pattern that survived its test against chance is evidence the record speaks clearly.
 */
export function confidenceOf(trades: readonly CoachingTrade[], confidentFindings = 0): Confidence {
  const count = trades.length;
  const withStop = trades.filter(({ hasStop }) => hasStop).length;
  const withSetup = trades.filter(({ setups }) => setups.length > 0).length;
  const share = (part: number) => (count === 0 ? 0 : part / count);
  const score = Math.round(ASSESSMENT_ONLY + (RECORD_SHARE * Math.min(count, FULL_RECORD_TRADES)) / FULL_RECORD_TRADES + STOP_SHARE * share(withStop) + SETUP_SHARE * share(withSetup) + Math.min(ENGINE_SHARE, PER_ENGINE_FINDING * confidentFindings));
  const raise: string[] = [];
  if (count < FULL_RECORD_TRADES) raise.push(`Import more trades: ${plural(count, 'closed trade')} so far; the record counts fully from ${FULL_RECORD_TRADES}.`);
  if (withStop < count || count === 0) raise.push(`Record the planned stop of each trade in the journal (${withStop} of ${count} have one).`);
  if (withSetup < count || count === 0) raise.push(`Tag each trade's setup in the journal (${withSetup} of ${count} have one).`);
  const record =
    count === 0
      ? 'Built from your assessment and settings alone: there are no closed trades to test it against yet.'
      : `Built from your assessment, settings and ${plural(count, 'closed trade')} (${withStop} with a planned stop, ${withSetup} with a setup tag).`;
  const engine = confidentFindings > 0 ? ` The insights engine confirms ${plural(confidentFindings, 'finding')} at confidence 70% or more.` : '';
  return { score, basis: `${record}${engine}`, raise };
}
