import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { callerOf, type GraphQLContext } from '../../graphql/context';
import { BrokerImportInput, BrokerImportResultView, ImportRecordView } from '../imports';
import { BROKER_CATALOGUE, brokerEntry, platformName } from '../../infra/platforms';
import type { BrokerConnectionService } from './broker-connection.service';
import type { BrokerImportService } from './broker-import.service';
import { brokerImportMessage } from './broker-import-message';
import { BrokerError } from './broker.errors';
import { BrokerView } from './broker.types';

@Resolver()
export class BrokerResolver {
  constructor(
    private readonly connections: BrokerConnectionService,
    private readonly brokerImports: BrokerImportService,
    private readonly alpacaBaseUrls: string[],
  ) {}

  @Authorized()
  @Query(() => [BrokerView], { description: 'The nine platforms, with whether this user has stored access to each.' })
  async brokers(@Ctx() context: GraphQLContext): Promise<BrokerView[]> {
    const connected = await this.connections.connectedPlatforms(context.em, callerOf(context).userId);
    return BROKER_CATALOGUE.map((entry) => BrokerView.of(entry, connected.has(entry.id), entry.id === 'alpaca' ? this.alpacaBaseUrls : []));
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
    const entry = brokerEntry(platform);
    if (!entry) throw new BrokerError('unknown_platform', `"${platform}" is not a platform of the catalogue.`);
    await this.connections.remove(context.em, callerOf(context).userId, platform);
    return BrokerView.of(entry, false, entry.id === 'alpaca' ? this.alpacaBaseUrls : []);
  }
}
