import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../clock';
import { type Mailer } from '../../infra/mail';
import { platformName, type PlatformId } from '../../infra/platforms';
import { User } from '../../infra/users';
import { ImportError } from '../imports';
import type { NotificationService } from '../notifications';
import { UserSettings } from '../settings';
import { BrokerConnection } from './broker-connection.entity';
import type { BrokerImportService } from './broker-import.service';
import { BrokerError } from './broker.errors';
import { reconnectAdvice, reconnectMail } from './broker-sync-messages';
import { isSyncTime, nextSyncAt, zoneOfSettings } from './broker-sync.schedule';

const DAY_MS = 86_400_000;
/** Each sync asks again for the day before the last one's end: fills a broker reports late are caught, and the ones seen already add nothing. */
export const SYNC_OVERLAP_MS = DAY_MS;
/** A connection's first sync reaches this far back. */
export const FIRST_SYNC_DAYS = 7;
/** The longest range one import asks a broker for (docs/importing.md). */
const MAX_SYNC_DAYS = 365;

/** A connection's sync state as the Import Trade Center shows it. */
export interface BrokerSyncState {
  syncTime: string | null;
  lastSyncAt: Date | null;
  lastSyncAttemptAt: Date | null;
  lastSyncTrades: number;
  lastSyncError: string | null;
  needsReconnect: boolean;
  /** Null while Auto-import is off or the authorization was refused. */
  nextSyncAt: Date | null;
}

/**
 * Auto-import (docs/importing.md "Auto-import"): each connected broker is synced on trading days
 * after the US close and on demand, through the same import as a range the trader picks, from the
 * last successful sync's end less an overlap. A refused authorization stops the connection's syncs
 * and tells the trader once how to reconnect; an outage or rate limit is thrown for the job runner
 * to retry with backoff.
 */
export class BrokerSyncService {
  constructor(
    private readonly deps: {
      brokerImports: BrokerImportService;
      notifications: NotificationService;
      mailer: Mailer;
      publicUrl: string;
      clock: Clock;
    },
  ) {}

  /** The scheduled run of one connection (the `brokers.sync` job): nothing when it was disconnected, stopped or Auto-import turned off since. */
  async runScheduled(em: EntityManager, userId: number, connectionId: number): Promise<void> {
    const connection = await em.findOne(BrokerConnection, { id: connectionId, user: userId });
    if (!connection || connection.authLostAt) return;
    const settings = await em.findOne(UserSettings, { user: userId });
    if (!settings?.autoImport) return;
    await this.sync(em, connection, { retryThrown: true });
  }

  /** "Sync now": runs at once and answers the connection's state, its error (if any) included. */
  async syncNow(em: EntityManager, userId: number, platform: string): Promise<void> {
    const connection = await this.connectionOf(em, userId, platform);
    await this.sync(em, connection, { retryThrown: false });
  }

  async setSyncTime(em: EntityManager, userId: number, platform: string, syncTime: string): Promise<void> {
    if (!isSyncTime(syncTime)) throw new BrokerError('validation_error', `Sync time "${syncTime.slice(0, 40)}" is not a time of day as HH:MM (00:00 to 23:59).`);
    const connection = await this.connectionOf(em, userId, platform);
    connection.syncTime = syncTime;
    await em.flush();
  }

  /** Each connected platform's sync state, by platform. */
  async statesOf(em: EntityManager, userId: number): Promise<Map<string, BrokerSyncState>> {
    const [connections, settings] = await Promise.all([
      em.fork().find(BrokerConnection, { user: userId }),
      em.fork().findOne(UserSettings, { user: userId }),
    ]);
    const now = this.deps.clock.now();
    const zone = zoneOfSettings(settings);
    return new Map(
      connections.map((connection) => [
        connection.platform,
        {
          syncTime: connection.syncTime,
          lastSyncAt: connection.lastSyncAt,
          lastSyncAttemptAt: connection.lastSyncAttemptAt,
          lastSyncTrades: connection.lastSyncTrades,
          lastSyncError: connection.lastSyncError,
          needsReconnect: connection.authLostAt !== null,
          nextSyncAt: settings?.autoImport && !connection.authLostAt ? nextSyncAt(connection.syncTime, zone, now) : null,
        },
      ]),
    );
  }

  private async connectionOf(em: EntityManager, userId: number, platform: string): Promise<BrokerConnection> {
    const connection = await em.findOne(BrokerConnection, { user: userId, platform });
    if (!connection) throw new BrokerError('not_connected', `${platformName(platform as PlatformId)} is not connected: import from it once with your credentials (or Connect) first.`);
    return connection;
  }

  private async sync(em: EntityManager, connection: BrokerConnection, { retryThrown }: { retryThrown: boolean }): Promise<void> {
    const userId = connection.user.id;
    const end = this.deps.clock.now();
    const from = connection.lastSyncAt ? connection.lastSyncAt.getTime() - SYNC_OVERLAP_MS : end.getTime() - FIRST_SYNC_DAYS * DAY_MS;
    const start = new Date(Math.max(from, end.getTime() - MAX_SYNC_DAYS * DAY_MS));
    try {
      if (connection.expiresAt && connection.expiresAt <= end) {
        throw new BrokerError('broker_auth', 'The Charles Schwab authorization has expired (Schwab allows 7 days).');
      }
      const outcome = await this.deps.brokerImports.import(em.fork(), userId, { platform: connection.platform, credentials: null, startDate: start, endDate: end });
      await this.record(em, connection.id, { lastSyncAt: end, lastSyncAttemptAt: this.deps.clock.now(), lastSyncTrades: outcome.tradesImported, lastSyncError: null });
    } catch (error) {
      if (error instanceof BrokerError && (error.reason === 'broker_auth' || error.reason === 'not_connected')) {
        await this.stop(em, connection, error.message);
        return;
      }
      if (!(error instanceof BrokerError || error instanceof ImportError)) throw error;
      await this.record(em, connection.id, { lastSyncAttemptAt: this.deps.clock.now(), lastSyncError: error.message });
      // An outage or a rate limit passes: the runner tries the job again after a backoff. A broker
      // answering what cannot be read (or a fill refused) would answer the same: recorded, not retried.
      if (retryThrown && error instanceof BrokerError && error.retryable) throw error;
    }
  }

  private async record(em: EntityManager, connectionId: number, changes: Partial<BrokerConnection>): Promise<void> {
    await em.fork().nativeUpdate(BrokerConnection, { id: connectionId }, changes);
  }

  /**
   * The broker refused the stored authorization: the connection stops syncing until the trader
   * reconnects, and is told how once (the update that sets authLostAt is the one that tells).
   */
  private async stop(em: EntityManager, connection: BrokerConnection, reason: string): Promise<void> {
    const now = this.deps.clock.now();
    const platform = connection.platform as PlatformId;
    const advice = reconnectAdvice(platform);
    const fork = em.fork();
    const changed = await fork.nativeUpdate(BrokerConnection, { id: connection.id, authLostAt: null }, { authLostAt: now, lastSyncAttemptAt: now, lastSyncError: `${reason} ${advice}` });
    if (changed === 0) return;
    const userId = connection.user.id;
    await this.deps.notifications.add(fork, userId, [
      {
        kind: 'broker_sync',
        title: `${platformName(platform)} auto-import stopped`,
        text: `${reason} ${advice}`,
        link: `/import?broker=${platform}`,
        dedupeKey: `broker-auth:${connection.id}:${now.toISOString()}`,
      },
    ]);
    const user = await fork.findOne(User, { id: userId });
    if (user) this.deps.mailer.sendInBackground(reconnectMail({ to: user.email, username: user.username, platform, reason, advice, link: `${this.deps.publicUrl}/import?broker=${platform}` }));
  }
}
