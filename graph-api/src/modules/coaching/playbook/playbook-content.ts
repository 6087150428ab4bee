import type { Trait } from '../assessment/assessment-items';

/** One rule, condition, trigger, alert, tip or recommendation, with the reason it is there. */
export interface PlaybookItem {
  text: string;
  /** The trait score or self-rating, or the numbers and trades, it rests on. */
  why: string;
  /** The trades behind it (at most MAX_CITED_TRADES), newest first; none for a trait-based item. */
  tradeIds: string[];
}

/** A named risk figure (SPEC §3: riskManagement is a map of name to value), with its reason. */
export interface RiskFigure {
  name: string;
  value: string;
  why: string;
}

export type Verdict = 'confirmed' | 'not_confirmed' | 'not_enough_data';

/** A trait-based expectation tested on the trader's own trades. */
export interface HypothesisTest {
  trait: Trait;
  score: number;
  hypothesis: string;
  verdict: Verdict;
  /** The numbers compared, or what data is missing. */
  evidence: string;
}

export interface PlaybookContent {
  confidenceScore: number;
  /** What the confidence rests on, and what would raise it. */
  confidenceBasis: string;
  raiseConfidence: string[];
  tradingRules: PlaybookItem[];
  riskManagement: RiskFigure[];
  optimalConditions: PlaybookItem[];
  emotionalTriggers: PlaybookItem[];
  biasAlerts: PlaybookItem[];
  coachingTips: PlaybookItem[];
  strategyRecommendations: PlaybookItem[];
  hypotheses: HypothesisTest[];
  /** How much trade data it was built on. */
  closedTrades: number;
}

/** A section's items cite at most this many trades each; the text gives the full count. */
export const MAX_CITED_TRADES = 20;
