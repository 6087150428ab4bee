// The public entry of modules/market-data: what other modules and app.ts may use (a lint refuses imports past it).
import { type ApiModule, serviceWiring } from '../../api-module';
import { CandleRange } from './candle-range.entity';
import { Candle } from './candle.entity';
import { MarketDataResolver } from './market-data.resolver';
import { marketDataRoutes } from './market-data.routes';
import { wireMarketData } from './wiring';

export const marketDataModule = {
  name: 'market-data',
  entities: [Candle, CandleRange],
  resolvers: [MarketDataResolver],
  mount: ({ services: { marketData, trades, uploadThrottle, callers } }) => ({
    resolvers: [new MarketDataResolver(marketData, trades, uploadThrottle)],
    routes: [marketDataRoutes({ marketData, trades, uploadThrottle, callers })],
  }),
  services: serviceWiring(wireMarketData, { brokerConnections: true }),
} satisfies ApiModule;

// What other modules may use.
export { candleMarketOf, storeSymbolOf, type CandleMarket } from './candle-market';
export { instrumentFactsOf, ownSeriesSymbolOf } from './chart-instrument';
export type { Bar } from './domain/bar';
export { candleSourceLabelOf } from './domain/candle-source';
export { chartWindowAt, holdsTooManyBars } from './domain/chart-window';
export { barsFromHeld, heldBarStartsOf } from './domain/held-bars';
export { rangeReadsOf } from './domain/range-reads';
export type { TimeSpan } from './domain/time-spans';
export { bucketStartAt, bucketStartOf, durationOf, finerTimeframesOf, nextBucketStartAt, type ChartTimeframe, type Timeframe } from './domain/timeframes';
export { marketDataConfigFrom, marketDataEnvShape, type MarketDataConfig } from './market-data.config';
export { candleUploadsSection } from './market-data.section';
export { MarketDataService } from './market-data.service';
export { CandleSourceView } from './market-data.types';
export { CandleStore, type HeldBarTime, type SymbolHeldBar } from './store/candle-store';
