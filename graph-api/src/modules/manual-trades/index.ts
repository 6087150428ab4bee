// The public entry of modules/manual-trades: what other modules and app.ts may use (a lint refuses imports past it).
import { type ApiModule, serviceWiring } from '../../api-module';
import { TradeResolver } from '../trades';
import { ManualTradeResolver } from './manual-trade.resolver';
import { manualTradesRoutes } from './manual-trades.routes';
import { wireManualTrades } from './wiring';

export const manualTradesModule = {
  name: 'manual-trades',
  entities: [],
  resolvers: [ManualTradeResolver],
  mount: ({ services: { manualTrades, trades, journalTags, positionChoices, callers } }) => ({
    resolvers: [new ManualTradeResolver(manualTrades, new TradeResolver(trades, journalTags, positionChoices))],
    routes: [manualTradesRoutes({ manualTrades, callers })],
  }),
  services: serviceWiring(wireManualTrades, { imports: true, trades: true }),
} satisfies ApiModule;

// What other modules may use.
export { ManualTradeService } from './manual-trade.service';
