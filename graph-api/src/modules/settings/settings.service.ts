import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { z } from 'zod';
import type { Clock } from '../../clock';
import { emailSchema } from '../auth';
import { User } from '../../infra/users';
import { SettingsError } from './settings.errors';
import { DEFAULT_SETTINGS, settingsSchema, type SettingsValues } from './settings.values';
import { UserSettings } from './user-settings.entity';

export interface ProfileUpdate {
  /** "First Rest Of Name": the first word is the first name, the rest the last name. */
  name: string;
  email: string;
  timezone: string;
}

const profileSchema = z.object({
  name: z.string().trim().max(200, 'Full name must be at most 200 characters long.'),
  email: emailSchema,
  timezone: settingsSchema.shape.timezone,
});

function parse<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new SettingsError('validation_error', result.error.issues[0]?.message ?? 'The settings are invalid.');
}

/** "Ada King Lovelace" → Ada / King Lovelace; "Ada" → Ada / null; "" → null / null. */
export function splitFullName(name: string): { firstName: string | null; lastName: string | null } {
  const [first, ...rest] = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: first?.slice(0, 100) ?? null, lastName: rest.join(' ').slice(0, 100) || null };
}

/**
 * Where a change of address goes: it is confirmed by a link mailed to the new address (auth's
 * EmailLinkService), and only then made, so Settings never says whether an address is taken.
 */
export interface EmailChangeRequests {
  requestChange(em: EntityManager, userId: number, email: string): Promise<void>;
}

/** Told after a committed change of the Timezone or Risk per Trade setting, which the insights are computed in. */
export type SettingsChangeListener = (em: EntityManager, userId: number) => void;

export class SettingsService {
  private readonly listeners: SettingsChangeListener[] = [];
  private emailChanges: EmailChangeRequests | null = null;

  constructor(private readonly clock: Clock) {}

  /** Registered by services.ts (the insights), so this module depends on none of them. A listener must return at once. */
  onInsightSettingsChanged(listener: SettingsChangeListener): void {
    this.listeners.push(listener);
  }

  /** Registered by services.ts, so this module does not depend on the auth module's services. */
  handEmailChangesTo(emailChanges: EmailChangeRequests): void {
    this.emailChanges = emailChanges;
  }

  async get(em: EntityManager, userId: number): Promise<SettingsValues> {
    const row = await em.findOne(UserSettings, { user: userId });
    return row ? valuesOf(row) : { ...DEFAULT_SETTINGS };
  }

  /** Saves the fields given (null or absent = unchanged); the others keep their stored or default value. */
  async update(em: EntityManager, userId: number, patch: Partial<Record<keyof SettingsValues, unknown>>): Promise<SettingsValues> {
    const given = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== null && value !== undefined));
    const values = parse(settingsSchema.partial(), given);
    const row = await this.rowFor(em, userId);
    const before = valuesOf(row);
    em.assign(row, { ...values, updatedAt: this.clock.now() });
    await em.flush();
    const after = valuesOf(row);
    if (after.timezone !== before.timezone || after.riskPerTrade !== before.riskPerTrade) this.changed(em, userId);
    return after;
  }

  /**
   * The Profile card: name and timezone are saved; a new email is only asked for (a confirmation
   * link goes to it, throttled) and the account keeps its address until the link is opened.
   */
  async updateProfile(em: EntityManager, userId: number, input: ProfileUpdate): Promise<void> {
    const { name, email, timezone } = parse(profileSchema, input);
    const user = await em.findOneOrFail(User, userId);
    const newEmail = email === user.email ? null : email;
    if (newEmail) {
      if (!this.emailChanges) throw new Error('No handler of email changes was registered');
      // First: a refused (throttled) change leaves the rest of the card unsaved too.
      await this.emailChanges.requestChange(em, userId, newEmail);
    }
    em.assign(user, splitFullName(name));
    const row = await this.rowFor(em, userId);
    const zoneChanged = row.timezone !== timezone;
    em.assign(row, { timezone, updatedAt: this.clock.now() });
    await em.flush();
    if (zoneChanged) this.changed(em, userId);
  }

  private changed(em: EntityManager, userId: number): void {
    for (const listener of this.listeners) listener(em, userId);
  }

  /** The user's row, created with the defaults on first use (by one of several requests racing to). */
  private async rowFor(em: EntityManager, userId: number): Promise<UserSettings> {
    const existing = await em.findOne(UserSettings, { user: userId });
    if (existing) return existing;
    try {
      await em.fork().insert(UserSettings, { ...DEFAULT_SETTINGS, user: em.getReference(User, userId), updatedAt: this.clock.now() });
    } catch (error) {
      // Another request of the same user created it first: that row is the one.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
    }
    return em.findOneOrFail(UserSettings, { user: userId });
  }
}

function valuesOf(row: UserSettings): SettingsValues {
  const { timezone, defaultBroker, riskPerTrade, autoImport, realTimeAnalysis, aiInsights, riskAlerts } = row;
  const { dailySummary, weeklyReport, notificationTime, dataRetention, usageAnalytics } = row;
  return {
    timezone,
    defaultBroker: defaultBroker as SettingsValues['defaultBroker'],
    riskPerTrade,
    autoImport,
    realTimeAnalysis,
    aiInsights,
    riskAlerts,
    dailySummary,
    weeklyReport,
    notificationTime: notificationTime as SettingsValues['notificationTime'],
    dataRetention: dataRetention as SettingsValues['dataRetention'],
    usageAnalytics,
  };
}
