import { Arg, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import { callerOf, type GraphQLContext } from '../../graphql/context';
import { analysedTradeIdOf } from './trade-analysis.routes';
import type { TradeAnalysisService } from './trade-analysis.service';
import { TradeAnalysisView } from './trade-analysis.types';

@Resolver()
export class TradeAnalysisResolver {
  constructor(private readonly analyses: TradeAnalysisService) {}

  @Authorized()
  @Query(() => TradeAnalysisView, { description: "The analysis of one of the caller's trades; another user's trade answers NOT_FOUND." })
  async tradeAnalysis(@Arg('tradeId', () => ID) tradeId: string, @Ctx() context: GraphQLContext): Promise<TradeAnalysisView> {
    const analysis = await this.analyses.analyse(context.em, callerOf(context).userId, analysedTradeIdOf(tradeId));
    return {
      tradeId: analysis.tradeId,
      suggestedEntry: analysis.suggested_entry,
      suggestedExit: analysis.suggested_exit,
      riskAnalysis: analysis.risk_analysis,
      improvementTips: analysis.improvement_tips,
      confidenceScore: analysis.confidence_score,
      confidenceReasons: analysis.confidence_reasons,
      hindsightNote: analysis.hindsight_note,
      excursions: analysis.excursions,
      comparison: analysis.comparison,
      candles: analysis.candles,
      narrativeSource: analysis.narrative_source,
    };
  }
}
