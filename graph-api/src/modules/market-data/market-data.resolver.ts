import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { callerOf, type GraphQLContext } from '../../graphql/context';
import { readGraphQLUpload, type UploadThrottle } from '../imports';
import type { TradeService } from '../trades';
import { chartJson } from './chart-json';
import { chartRequestOf } from './chart-request';
import { candleImportMessage, type MarketDataService } from './market-data.service';
import { CandleImportInput, CandleImportResultView, TradeChartInput, TradeChartView } from './market-data.types';

@Resolver()
export class MarketDataResolver {
  constructor(
    private readonly marketData: MarketDataService,
    private readonly trades: TradeService,
    private readonly uploadThrottle: UploadThrottle,
  ) {}

  @Authorized()
  @Query(() => TradeChartView, { description: "The candles of a trade's window (GET /api/trade-chart): the store first, then Alpaca with the caller's keys." })
  async tradeChart(@Arg('input', () => TradeChartInput) input: TradeChartInput, @Ctx() context: GraphQLContext): Promise<TradeChartView> {
    const { userId } = callerOf(context);
    const request = await chartRequestOf(context.em, userId, this.trades, input);
    return chartJson(request.instrument.symbol, await this.marketData.chart(context.em, userId, request));
  }

  @Authorized()
  @Mutation(() => CandleImportResultView, { description: "Stores a candle CSV of one symbol and timeframe, every row or none, as the caller's own: no other user's chart reads it." })
  async importCandles(@Arg('input', () => CandleImportInput) input: CandleImportInput, @Ctx() context: GraphQLContext): Promise<CandleImportResultView> {
    const { userId } = callerOf(context);
    await this.uploadThrottle.countUpload(context.em, userId);
    const upload = await readGraphQLUpload(input.file);
    const imported = await this.marketData.importCsv(context.em, userId, { upload, symbol: input.symbol, timeframe: input.timeframe, timeZone: input.timeZone ?? null });
    return { success: true, message: candleImportMessage(imported), ...imported };
  }
}
