import type { InsightsCardQuery, InsightsQuery } from '../../__generated__/graphql';
import type { InsightCategory } from '../constants/texts';

export type InsightView = InsightsQuery['insights'][number];
/** An insight as the dashboard card reads it (no evidence or trade ids). */
export type InsightSummary = InsightsCardQuery['insights'][number];

/** The insights of one category, in the engine's order (newest first). */
export function insightsOf(insights: readonly InsightView[], category: InsightCategory): InsightView[] {
  return insights.filter((insight) => insight.category === category);
}

/** The dashboard card's insights: the newest `count` by the time the engine found them. */
export function newestInsights<Insight extends InsightSummary>(insights: readonly Insight[], count = 3): Insight[] {
  return [...insights].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, count);
}
