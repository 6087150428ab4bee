import type { ConfidentInsightsListener } from '../insights';
import type { SettingsService } from '../settings';
import type { NotificationService } from './notifications.service';

/**
 * The AI Insights switch (SPEC §2, DECISIONS §1): while it is on, each insight that reaches
 * confidence 70 or more is told in the notification centre, linking to the insights page.
 */
export function insightNotifications(notifications: NotificationService, settings: SettingsService): ConfidentInsightsListener {
  return async (em, userId, insights) => {
    if (!(await settings.get(em, userId)).aiInsights) return;
    await notifications.add(
      em,
      userId,
      insights.map((insight) => ({
        kind: 'insight',
        title: `New insight: ${insight.title}`,
        text: `${insight.text} (confidence ${insight.confidence})`,
        link: '/insights',
        dedupeKey: `insight:${insight.id}:${insight.createdAt.getTime()}`,
      })),
    );
  };
}
