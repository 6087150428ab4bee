/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** What the trader's own trades say about a trait-based hypothesis. */
export type HypothesisVerdict =
  | 'CONFIRMED'
  | 'NOT_CONFIRMED'
  | 'NOT_ENOUGH_DATA';

export type LikertAnswerInput = {
  /** 1-5. */
  answer: number;
  /** q1 … q15. */
  item: string;
};

/** The raw answers; the server scores them. Unanswered Likert items count 3; absent answers take their defaults. */
export type PsychologyAssessmentInput = {
  answers: Array<LikertAnswerInput>;
  disciplineLevel?: number | null | undefined;
  emotionalControl?: number | null | undefined;
  preferredTimeframe?: string | null | undefined;
  riskTolerance?: string | null | undefined;
  stressHandling?: string | null | undefined;
  tradingExperience?: string | null | undefined;
  tradingGoals?: string | null | undefined;
};

export type RiskRuleInput = {
  accountId?: string | null | undefined;
  kind: string;
  limit: string;
  unit: string;
};

export type GeneratePlaybookMutationVariables = Exact<{ [key: string]: never; }>;


export type GeneratePlaybookMutation = { generatePlaybook: { id: string, version: number, active: boolean, createdAt: string, confidenceScore: number, confidenceBasis: string, raiseConfidence: Array<string>, closedTrades: number, tradingRules: Array<{ text: string, why: string }>, riskManagement: Array<{ name: string, value: string, why: string }>, optimalConditions: Array<{ text: string, why: string }>, emotionalTriggers: Array<{ text: string, why: string }>, biasAlerts: Array<{ text: string, why: string }>, coachingTips: Array<{ text: string, why: string }>, strategyRecommendations: Array<{ text: string, why: string }>, hypotheses: Array<{ trait: string, score: number, hypothesis: string, verdict: HypothesisVerdict, evidence: string }> } };

export type PlaybookItemFieldsFragment = { text: string, why: string };

export type PlaybookFieldsFragment = { id: string, version: number, active: boolean, createdAt: string, confidenceScore: number, confidenceBasis: string, raiseConfidence: Array<string>, closedTrades: number, tradingRules: Array<{ text: string, why: string }>, riskManagement: Array<{ name: string, value: string, why: string }>, optimalConditions: Array<{ text: string, why: string }>, emotionalTriggers: Array<{ text: string, why: string }>, biasAlerts: Array<{ text: string, why: string }>, coachingTips: Array<{ text: string, why: string }>, strategyRecommendations: Array<{ text: string, why: string }>, hypotheses: Array<{ trait: string, score: number, hypothesis: string, verdict: HypothesisVerdict, evidence: string }> };

export type PlaybookPageQueryVariables = Exact<{ [key: string]: never; }>;


export type PlaybookPageQuery = { psychologyAssessment: { id: string } | null, playbook: { id: string, version: number, active: boolean, createdAt: string, confidenceScore: number, confidenceBasis: string, raiseConfidence: Array<string>, closedTrades: number, tradingRules: Array<{ text: string, why: string }>, riskManagement: Array<{ name: string, value: string, why: string }>, optimalConditions: Array<{ text: string, why: string }>, emotionalTriggers: Array<{ text: string, why: string }>, biasAlerts: Array<{ text: string, why: string }>, coachingTips: Array<{ text: string, why: string }>, strategyRecommendations: Array<{ text: string, why: string }>, hypotheses: Array<{ trait: string, score: number, hypothesis: string, verdict: HypothesisVerdict, evidence: string }> } | null };

export type AssessmentFieldsFragment = { id: string, completedAt: string, openness: number, conscientiousness: number, extraversion: number, agreeableness: number, neuroticism: number };

export type PsychologyPageQueryVariables = Exact<{ [key: string]: never; }>;


export type PsychologyPageQuery = { assessmentItems: Array<{ key: string, trait: string, text: string }>, psychologyAssessment: { id: string, completedAt: string, openness: number, conscientiousness: number, extraversion: number, agreeableness: number, neuroticism: number } | null };

export type SubmitAssessmentMutationVariables = Exact<{
  input: PsychologyAssessmentInput;
}>;


export type SubmitAssessmentMutation = { submitPsychologyAssessment: { id: string, completedAt: string, openness: number, conscientiousness: number, extraversion: number, agreeableness: number, neuroticism: number } };

export type RiskRulesQueryVariables = Exact<{ [key: string]: never; }>;


export type RiskRulesQuery = { riskRules: Array<{ id: string, kind: string, limit: string, unit: string, accountId: string | null, breachesLast30Days: number }> };

export type SetRiskRulesMutationVariables = Exact<{
  rules: Array<RiskRuleInput> | RiskRuleInput;
}>;


export type SetRiskRulesMutation = { setRiskRules: Array<{ id: string, kind: string, limit: string, unit: string, accountId: string | null, breachesLast30Days: number }> };
