import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../clock';
import { candleSourceLabelOf, type ChartTimeframe, instrumentFactsOf, type MarketDataService } from '../market-data';
import { ianaZoneOf, type SettingsService } from '../settings';
import { Trade, type TradeService } from '../trades';
import type { AnalysedTrade } from './domain/analysed-trade';
import { analysisTimeframeOf } from './domain/analysis-timeframe';
import { analyseTrade, type TradeAnalysis } from './domain/trade-analysis-engine';
import { maePercentOf, notionalOf, type PeerTrade } from './domain/trader-comparison';
import { type HeldExcursions, isClosedAnalysedTrade } from './held-excursions';
import type { NarrativeRephraser } from './language-model/narrative-rephraser';

/** Earlier closed trades compared by size. */
const PEER_TRADES = 200;
/** Of those, the newest whose held candles give their adverse move (the store alone is read for them). */
const PEER_TRADES_WITH_CANDLES = 30;

export interface TradeAnalysisAnswer extends TradeAnalysis {
  tradeId: string;
  /** The candles the analysis read: their timeframe, count and series, and why a provider could not help. */
  candles: { timeframe: ChartTimeframe; count: number; chartedSymbol: string | null; isUnderlying: boolean; providers: string[]; sources: Array<{ source: string; label: string }>; notice: string | null };
  /** 'engine', or 'language_model' when the optional model's rewrite passed the number check. */
  narrative_source: 'engine' | 'language_model';
}

/** Analyses one trade of the caller: its candles through the market-data chain, then the engine. */
export class TradeAnalysisService {
  constructor(
    private readonly trades: TradeService,
    private readonly marketData: MarketDataService,
    private readonly heldExcursions: HeldExcursions,
    private readonly settings: SettingsService,
    private readonly clock: Clock,
    private readonly rephraser: NarrativeRephraser | null = null,
  ) {}

  async analyse(em: EntityManager, userId: number, tradeId: number): Promise<TradeAnalysisAnswer> {
    const { trade, journal } = await this.trades.find(em, userId, tradeId);
    const analysed = analysedTradeOf(trade, journal.stopPrice);
    const instrument = instrumentFactsOf(trade.accountInstrument);
    const timeframe = analysisTimeframeOf(analysed.entryTime, analysed.exitTime ?? this.clock.now());
    const window = this.marketData.windowOf(analysed.entryTime, analysed.exitTime ?? this.clock.now(), timeframe);
    const chart = await this.marketData.candles(em, userId, instrument, timeframe, window);
    const timeZone = ianaZoneOf((await this.settings.get(em, userId)).timezone);
    const candles = { bars: chart.candles, timeframe, chartedSymbol: chart.chartedSymbol, isUnderlying: chart.isUnderlying };
    const analysis = analyseTrade(analysed, candles, await this.peersOf(em, userId, trade.id), timeWriterIn(timeZone));
    const { narrative, rephrased } = this.rephraser ? await this.rephraser.rephrase(analysis) : { narrative: analysis, rephrased: false };
    return {
      ...analysis,
      risk_analysis: narrative.risk_analysis,
      improvement_tips: narrative.improvement_tips,
      tradeId: String(trade.id),
      candles: { timeframe, count: chart.candles.length, chartedSymbol: chart.chartedSymbol, isUnderlying: chart.isUnderlying, providers: chart.providers, sources: chart.sources.map((source) => ({ source, label: candleSourceLabelOf(source) })), notice: chart.notice },
      narrative_source: rephrased ? 'language_model' : 'engine',
    };
  }

  /** The trader's other closed trades: each one's size, and for the newest its adverse move from held candles (HeldExcursions, as /analytics reads them). */
  private async peersOf(em: EntityManager, userId: number, tradeId: number): Promise<PeerTrade[]> {
    const others = await em.find(Trade, { user: userId, status: 'closed', id: { $ne: tradeId } }, { orderBy: { exitTime: 'desc', id: 'desc' }, limit: PEER_TRADES, populate: ['accountInstrument'] });
    const analysed = others.map((other) => analysedTradeOf(other, null)).filter(isClosedAnalysedTrade);
    const measured = await this.heldExcursions.measure(em, userId, analysed.slice(0, PEER_TRADES_WITH_CANDLES));
    return analysed.map((trade, index) => {
      const excursions = measured[index];
      return { notional: notionalOf(trade).toString(), maePercent: excursions ? maePercentOf(excursions.mae, trade) : null };
    });
  }
}

function analysedTradeOf(trade: Trade, stopPrice: string | null): AnalysedTrade {
  return {
    symbol: trade.accountInstrument.symbol,
    direction: trade.direction,
    entryPrice: trade.entryPrice,
    exitPrice: trade.status === 'closed' ? trade.exitPrice : null,
    entryTime: trade.entryTime,
    exitTime: trade.status === 'closed' ? trade.exitTime : null,
    quantity: trade.quantity,
    multiplier: trade.accountInstrument.multiplier,
    netPnl: trade.netPnl,
    stopPrice,
  };
}


/** "Mar 4, 09:40 EST": the trader's zone, to the minute. */
function timeWriterIn(timeZone: string): (time: Date) => string {
  // As the trade dialog writes its times ("Mar 4, 2025, 9:35 AM"), with the zone: the text is read on its own.
  const format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
  return (time) => format.format(time);
}
