import type { EntityManager } from '@mikro-orm/core';
import { type Cadence, nextRunAt, type Weekday } from '../../jobs/schedule';
import type { ScheduledRun } from '../../jobs/recurring-schedules';
import { IANA_TIME_ZONES, UserSettings } from '../settings';
import { BrokerConnection } from './broker-connection.entity';

/** After the US close (16:00 New York) with time for the brokers to settle the day's fills. */
export const DEFAULT_SYNC_TIME = '18:00';
export const BROKER_SYNC_JOB = 'brokers.sync';
const LOCAL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
/** The days US markets trade (exchange holidays aside: a sync on one adds nothing). */
const TRADING_DAYS: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
const TRADING_DAY_CADENCES: readonly Cadence[] = TRADING_DAYS.map((on) => ({ every: 'week', on }));

export const isSyncTime = (value: string): boolean => LOCAL_TIME.test(value);

/** The trader's Timezone setting as an IANA zone (the settings row is written on the first save; Eastern until then). */
export function zoneOfSettings(settings: Pick<UserSettings, 'timezone'> | null): string {
  return IANA_TIME_ZONES[(settings?.timezone ?? 'est') as keyof typeof IANA_TIME_ZONES] ?? IANA_TIME_ZONES.est;
}

/** The next trading day's sync of a connection after `after`, at its time in `timeZone`. */
export function nextSyncAt(syncTime: string | null, timeZone: string, after: Date): Date {
  const runs = TRADING_DAY_CADENCES.map((cadence) => nextRunAt(syncTime ?? DEFAULT_SYNC_TIME, timeZone, after, cadence).getTime());
  return new Date(Math.min(...runs));
}

/**
 * The recurring runs of the broker sync (docs/jobs.md "Adding a job"): for every trader with
 * Auto-import on, each connection whose authorization was not refused syncs on each trading day at
 * its time in the trader's zone. The subject is the connection, so the idempotency key of a run is
 * its connection and trading day.
 */
export async function brokerSyncRuns(em: EntityManager): Promise<ScheduledRun[]> {
  const settings = await em.find(UserSettings, { autoImport: true });
  if (settings.length === 0) return [];
  const zones = new Map(settings.map((row) => [row.user.id, zoneOfSettings(row)]));
  const connections = await em.find(BrokerConnection, { user: { $in: [...zones.keys()] }, authLostAt: null }, { orderBy: { id: 'asc' } });
  return connections.flatMap((connection) =>
    TRADING_DAY_CADENCES.map((cadence) => ({
      userId: connection.user.id,
      localTime: connection.syncTime ?? DEFAULT_SYNC_TIME,
      timeZone: zones.get(connection.user.id)!,
      cadence,
      payload: { connectionId: connection.id },
      subject: String(connection.id),
    })),
  );
}
