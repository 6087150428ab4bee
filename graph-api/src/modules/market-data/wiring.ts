import type { WiringInfra } from '../../wiring-infra';
import type { BrokerConnectionService } from '../brokers';
import { candleUploadsSection } from './market-data.section';
import { MarketDataService } from './market-data.service';
import { CandleStore } from './store/candle-store';

export function wireMarketData({ config, clock, userData }: WiringInfra, { brokerConnections }: { brokerConnections: BrokerConnectionService }) {
  const candleStore = new CandleStore();
  userData.register(candleUploadsSection(candleStore));
  return { candleStore, marketData: new MarketDataService(candleStore, brokerConnections, config.marketData, clock) };
}
