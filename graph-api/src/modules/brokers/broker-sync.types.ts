import { Field, Int, ObjectType } from 'type-graphql';
import { DEFAULT_SYNC_TIME } from './broker-sync.schedule';
import type { BrokerSyncState } from './broker-sync.service';

@ObjectType('BrokerSync', { description: 'Auto-import of one connected broker: when it syncs, and how the last sync went.' })
export class BrokerSyncView {
  @Field({ description: 'The local time (HH:MM, in the trader’s Timezone) it syncs on trading days.' })
  syncTime!: string;

  @Field({ description: 'Whether the time is the default (18:00, after the US close).' })
  defaultTime!: boolean;

  @Field(() => Date, { nullable: true, description: 'When the last successful sync ran.' })
  lastSyncAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the last sync, successful or not, ended.' })
  lastAttemptAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'The next scheduled sync; null while Auto-import is off or the broker must be reconnected.' })
  nextSyncAt!: Date | null;

  @Field(() => Int, { description: 'Trades the last successful sync added.' })
  tradesAdded!: number;

  @Field(() => String, { nullable: true, description: 'Why the last sync failed, in words; null after a success.' })
  lastError!: string | null;

  @Field({ description: 'The broker refused the stored authorization: syncs are stopped until the trader reconnects.' })
  needsReconnect!: boolean;

  static of(state: BrokerSyncState): BrokerSyncView {
    return Object.assign(new BrokerSyncView(), {
      syncTime: state.syncTime ?? DEFAULT_SYNC_TIME,
      defaultTime: state.syncTime === null,
      lastSyncAt: state.lastSyncAt,
      lastAttemptAt: state.lastSyncAttemptAt,
      nextSyncAt: state.nextSyncAt,
      tradesAdded: state.lastSyncTrades,
      lastError: state.lastSyncError,
      needsReconnect: state.needsReconnect,
    });
  }
}
