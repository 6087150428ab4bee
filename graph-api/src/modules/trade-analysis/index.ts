// The public entry of modules/trade-analysis: what other modules and app.ts may use (a lint refuses imports past it).
import { type ApiModule, serviceWiring } from '../../api-module';
import { TradeAnalysisResolver } from './trade-analysis.resolver';
import { tradeAnalysisRoutes } from './trade-analysis.routes';
import { wireTradeAnalysis } from './wiring';

export const tradeAnalysisModule = {
  name: 'trade-analysis',
  entities: [],
  resolvers: [TradeAnalysisResolver],
  mount: ({ services: { tradeAnalyses, callers } }) => ({
    resolvers: [new TradeAnalysisResolver(tradeAnalyses)],
    routes: [tradeAnalysisRoutes({ analyses: tradeAnalyses, callers })],
  }),
  services: serviceWiring(wireTradeAnalysis, { settings: true, trades: true, marketData: true, candleStore: true }),
} satisfies ApiModule;

// What other modules may use.
export { HeldExcursions, type ClosedAnalysedTrade, type InsideExcursions } from './held-excursions';
export { languageModelConfigFrom, languageModelEnvShape, type LanguageModelConfig } from './language-model/language-model.config';
export { NarrativeRephraser } from './language-model/narrative-rephraser';
export { TradeAnalysisService } from './trade-analysis.service';
