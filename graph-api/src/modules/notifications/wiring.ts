import type { WiringInfra } from '../../wiring-infra';
import type { SettingsService } from '../settings';
import { insightNotifications } from './insight-notifications';
import { notificationsSection } from './notifications.section';
import { NotificationService } from './notifications.service';

/**
 * Wired before the modules that notify (brokers, insights, risk rules). Its rows point only at the
 * user, so registering its section this early leaves every deletion order valid.
 */
export function wireNotifications({ userData, clock }: WiringInfra, { settings }: { settings: SettingsService }) {
  const notifications = new NotificationService(clock);
  userData.register(notificationsSection);
  // Handed to the insights engine, which tells of its confident insights (insights/INSIGHTS.md).
  return { notifications, confidentInsights: insightNotifications(notifications, settings) };
}
