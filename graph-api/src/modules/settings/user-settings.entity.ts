import { Entity, ManyToOne, Property } from '@mikro-orm/core';
import { User } from '../../infra/users';

/** The Settings page (SPEC §2), one row per user; written on the first save, SPEC defaults until then. */
@Entity({ tableName: 'user_settings' })
export class UserSettings {
  @ManyToOne(() => User, { primary: true })
  user!: User;

  /** One of the four US zones' codes or an IANA zone (settings.values.ts ianaZoneOf). */
  @Property({ type: 'string', length: 64 })
  timezone!: string;

  @Property({ type: 'string', length: 32 })
  defaultBroker!: string;

  /** Percent of the account risked per trade, 0.1 to 10. */
  @Property({ type: 'double' })
  riskPerTrade!: number;

  @Property({ type: 'boolean' })
  autoImport!: boolean;

  @Property({ type: 'boolean' })
  realTimeAnalysis!: boolean;

  @Property({ type: 'boolean' })
  aiInsights!: boolean;

  @Property({ type: 'boolean' })
  riskAlerts!: boolean;

  @Property({ type: 'boolean' })
  dailySummary!: boolean;

  @Property({ type: 'boolean' })
  weeklyReport!: boolean;

  @Property({ type: 'string', length: 5 })
  notificationTime!: string;

  /** Months of trades kept ("6", "12", "24") or "unlimited". */
  @Property({ type: 'string', length: 9 })
  dataRetention!: string;

  /** The consent switch for third-party analytics. */
  @Property({ type: 'boolean' })
  usageAnalytics!: boolean;

  @Property({ type: 'datetime' })
  updatedAt!: Date;
}
