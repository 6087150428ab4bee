import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { callerOf, type GraphQLContext } from '../../graphql/context';
import { BrokerImportInput, BrokerImportResultView, ImportRecordView } from '../imports';
import { BROKER_CATALOGUE, brokerEntry, platformName } from '../../infra/platforms';
import type { BrokerConnectionService } from './broker-connection.service';
import type { BrokerImportService } from './broker-import.service';
import type { BrokerSyncService } from './broker-sync.service';
import { brokerImportMessage } from './broker-import-message';
import { BrokerError } from './broker.errors';
import { BrokerView } from './broker.types';

@Resolver()
export class BrokerResolver {
  constructor(
    private readonly connections: BrokerConnectionService,
    private readonly brokerImports: BrokerImportService,
    private readonly alpacaBaseUrls: string[],
    private readonly syncs: BrokerSyncService,
  ) {}

  @Authorized()
  @Query(() => [BrokerView], { description: 'The nine platforms, with whether this user has stored access to each.' })
  async brokers(@Ctx() context: GraphQLContext): Promise<BrokerView[]> {
    const userId = callerOf(context).userId;
    const [connected, syncs] = await Promise.all([this.connections.connectedPlatforms(context.em, userId), this.syncs.statesOf(context.em, userId)]);
    return BROKER_CATALOGUE.map((entry) => BrokerView.of(entry, connected.has(entry.id), this.baseUrlsOf(entry.id), syncs.get(entry.id) ?? null));
  }

  @Authorized()
  @Mutation(() => BrokerView, { description: 'Syncs a connected broker now (Auto-import’s “Sync now”): its fills since the last successful sync, with an overlap. A failure is answered in sync.lastError.' })
  async syncNow(@Arg('platform') platform: string, @Ctx() context: GraphQLContext): Promise<BrokerView> {
    const userId = callerOf(context).userId;
    await this.syncs.syncNow(context.em, userId, this.entryOf(platform).id);
    return this.viewOf(context, platform);
  }

  @Authorized()
  @Mutation(() => BrokerView, { description: 'Sets the local time (HH:MM, in the trader’s Timezone) a connected broker syncs on trading days.' })
  async setBrokerSyncTime(@Arg('platform') platform: string, @Arg('time') time: string, @Ctx() context: GraphQLContext): Promise<BrokerView> {
    await this.syncs.setSyncTime(context.em, callerOf(context).userId, this.entryOf(platform).id, time);
    return this.viewOf(context, platform);
  }

  private entryOf(platform: string) {
    const entry = brokerEntry(platform);
    if (!entry) throw new BrokerError('unknown_platform', `"${platform}" is not a platform of the catalogue.`);
    return entry;
  }

  private baseUrlsOf(platform: string): string[] {
    return platform === 'alpaca' ? this.alpacaBaseUrls : [];
  }

  private async viewOf(context: GraphQLContext, platform: string): Promise<BrokerView> {
    const entry = this.entryOf(platform);
    const userId = callerOf(context).userId;
    const [connected, syncs] = await Promise.all([this.connections.connectedPlatforms(context.em, userId), this.syncs.statesOf(context.em, userId)]);
    return BrokerView.of(entry, connected.has(entry.id), this.baseUrlsOf(entry.id), syncs.get(entry.id) ?? null);
  }

  @Authorized()
  @Mutation(() => BrokerImportResultView, { description: 'Imports the fills of a date range from a broker API.' })
  async importFromBroker(@Arg('input', () => BrokerImportInput) input: BrokerImportInput, @Ctx() context: GraphQLContext): Promise<BrokerImportResultView> {
    const outcome = await this.brokerImports.import(context.em, callerOf(context).userId, {
      platform: input.platform,
      credentials: input.credentials ?? null,
      startDate: input.startDate,
      endDate: input.endDate,
    });
    return {
      success: true,
      message: brokerImportMessage(outcome, platformName(outcome.record.platform)),
      correlationId: outcome.record.correlationId,
      totalTrades: outcome.tradesImported,
      import: ImportRecordView.of(outcome.record),
    };
  }

  @Authorized()
  @Mutation(() => BrokerView, { description: 'Forgets the stored credentials or authorization of a platform.' })
  async disconnectBroker(@Arg('platform') platform: string, @Ctx() context: GraphQLContext): Promise<BrokerView> {
    const entry = this.entryOf(platform);
    await this.connections.remove(context.em, callerOf(context).userId, platform);
    return BrokerView.of(entry, false, this.baseUrlsOf(entry.id));
  }
}
