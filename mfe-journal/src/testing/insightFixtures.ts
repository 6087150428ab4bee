import type { InsightView } from '../insights/utils/insightModel';

/** One insight as GET /api/insights and Query.insights answer it; override what a test is about. */
export function insight(overrides: Partial<InsightView> = {}): InsightView {
  return {
    __typename: 'Insight',
    id: 'pattern:hour:11',
    category: 'pattern',
    title: 'Leak: entries at 11 AM',
    text: 'Entries at 11 AM: 24 trades averaged -$42.10, against +$18.00 over 60 other trades.',
    evidence: [
      { __typename: 'InsightEvidence', label: 'Sample size', value: '24 trades' },
      { __typename: 'InsightEvidence', label: 'Win rate', value: '20.8%' },
      { __typename: 'InsightEvidence', label: 'Patterns tested', value: '31' },
    ],
    tradeIds: ['101', '102'],
    sampleSize: 24,
    confidence: 82,
    createdAt: '2025-03-14T15:30:00.000Z',
    ...overrides,
  } as InsightView;
}

export const riskAlert = (overrides: Partial<InsightView> = {}) =>
  insight({
    id: 'risk:daily-loss:2025-03-12',
    category: 'risk',
    title: 'Daily loss beyond your limit',
    text: 'On Mar 12 you lost $812.40, more than three times your risk per trade.',
    evidence: [{ label: 'Day P&L', value: '-$812.40' }] as InsightView['evidence'],
    tradeIds: ['103'],
    sampleSize: 1,
    confidence: 100,
    createdAt: '2025-03-13T10:00:00.000Z',
    ...overrides,
  });

/** The Insights operation's answer: the insights, whether the user has a trade, and their Timezone setting. */
export function insightsAnswer(insights: InsightView[], { hasTrades = true, timezone = 'est' } = {}) {
  return {
    data: {
      insights,
      trades: hasTrades ? [{ __typename: 'Trade', id: '101' }] : [],
      settings: { __typename: 'UserSettings', timezone },
    },
  };
}
