import { Field, Float, InputType, ObjectType } from 'type-graphql';
import type { SettingsValues } from './settings.values';

@ObjectType('UserSettings', { description: 'The Settings page, with the SPEC defaults until the user saves.' })
export class UserSettingsView {
  @Field({ description: 'est, cst, mst or pst' })
  timezone!: string;

  @Field({ description: 'interactive_brokers, alpaca, das_trader or thinkorswim' })
  defaultBroker!: string;

  @Field(() => Float, { description: 'Percent, 0.1 to 10' })
  riskPerTrade!: number;

  @Field()
  autoImport!: boolean;

  @Field()
  realTimeAnalysis!: boolean;

  @Field()
  aiInsights!: boolean;

  @Field()
  riskAlerts!: boolean;

  @Field()
  dailySummary!: boolean;

  @Field()
  weeklyReport!: boolean;

  @Field({ description: '09:00, 12:00, 17:00 or 20:00' })
  notificationTime!: string;

  @Field({ description: 'Months: 6, 12, 24, or unlimited' })
  dataRetention!: string;

  @Field({ description: 'Consent to third-party usage analytics.' })
  usageAnalytics!: boolean;

  static of(values: SettingsValues): UserSettingsView {
    return Object.assign(new UserSettingsView(), values);
  }
}

@InputType({ description: 'Only the fields given are changed.' })
export class UpdateSettingsInput {
  @Field(() => String, { nullable: true })
  timezone?: string | null;

  @Field(() => String, { nullable: true })
  defaultBroker?: string | null;

  @Field(() => Float, { nullable: true })
  riskPerTrade?: number | null;

  @Field(() => Boolean, { nullable: true })
  autoImport?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  realTimeAnalysis?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  aiInsights?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  riskAlerts?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  dailySummary?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  weeklyReport?: boolean | null;

  @Field(() => String, { nullable: true })
  notificationTime?: string | null;

  @Field(() => String, { nullable: true })
  dataRetention?: string | null;

  @Field(() => Boolean, { nullable: true })
  usageAnalytics?: boolean | null;
}

@InputType()
export class UpdateProfileInput {
  @Field({ description: 'Full name: the first word becomes the first name, the rest the last name.' })
  name!: string;

  @Field()
  email!: string;

  @Field()
  timezone!: string;
}
