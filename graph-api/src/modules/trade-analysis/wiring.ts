import type { WiringInfra } from '../../wiring-infra';
import type { CandleStore, MarketDataService } from '../market-data';
import type { SettingsService } from '../settings';
import type { TradeService } from '../trades';
import { HeldExcursions } from './held-excursions';
import { NarrativeRephraser } from './language-model/narrative-rephraser';
import { TradeAnalysisService } from './trade-analysis.service';

interface TradeAnalysisNeeds {
  settings: SettingsService;
  trades: TradeService;
  marketData: MarketDataService;
  candleStore: CandleStore;
}

export function wireTradeAnalysis({ config, clock }: WiringInfra, { settings, trades, marketData, candleStore }: TradeAnalysisNeeds) {
  // MAE and MFE from held candles, for the trade analysis' comparison and the /analytics scatter alike.
  const heldExcursions = new HeldExcursions(candleStore);
  const rephraser = config.languageModel ? new NarrativeRephraser(config.languageModel) : null;
  return { tradeAnalyses: new TradeAnalysisService(trades, marketData, heldExcursions, settings, clock, rephraser) };
}
