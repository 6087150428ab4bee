import type { EntityManager } from '@mikro-orm/core';
import { type Cadence, nextRunAt } from '../../jobs/schedule';
import type { ScheduledRun } from '../../jobs/recurring-schedules';
import { ianaZoneOf, UserSettings } from '../settings';
import { BrokerConnection } from './broker-connection.entity';

/** After the US close (16:00 New York) with time for the brokers to settle the day's fills. */
export const DEFAULT_SYNC_TIME = '18:00';
export const BROKER_SYNC_JOB = 'brokers.sync';
const LOCAL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
/** The days US markets trade: weekdays less the NYSE holidays, on which a sync would add nothing (docs/jobs.md "Trading days"). */
const TRADING_DAYS: Cadence = { every: 'trading-day' };

export const isSyncTime = (value: string): boolean => LOCAL_TIME.test(value);

/** The trader's Timezone setting as an IANA zone (the settings row is written on the first save; Eastern until then). */
export function zoneOfSettings(settings: Pick<UserSettings, 'timezone'> | null): string {
  return ianaZoneOf(settings?.timezone);
}

/** The next trading day's sync of a connection after `after`, at its time in `timeZone`. */
export function nextSyncAt(syncTime: string | null, timeZone: string, after: Date): Date {
  return nextRunAt(syncTime ?? DEFAULT_SYNC_TIME, timeZone, after, TRADING_DAYS);
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
  return connections.map((connection) => ({
    userId: connection.user.id,
    localTime: connection.syncTime ?? DEFAULT_SYNC_TIME,
    timeZone: zones.get(connection.user.id)!,
    cadence: TRADING_DAYS,
    payload: { connectionId: connection.id },
    subject: String(connection.id),
  }));
}
