import type { InsightsQuery } from '../../__generated__/graphql';
import type { InsightCategory } from '../constants/texts';

export type InsightView = InsightsQuery['insights'][number];

/** The insights of one category, in the engine's order (newest first). */
export function insightsOf(insights: readonly InsightView[], category: InsightCategory): InsightView[] {
  return insights.filter((insight) => insight.category === category);
}

/** The dashboard card's insights: the newest `count` by the time the engine found them. */
export function newestInsights(insights: readonly InsightView[], count = 3): InsightView[] {
  return [...insights].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, count);
}
