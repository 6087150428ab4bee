import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../clock';
import { candleMarketOf, type CandleMarket, DEMO_MARKET_PREFIX, storeSymbolOf } from './candle-market';
import { BrokerApiError, type BrokerConnectionService, type StoredBrokerSecrets } from '../brokers';
import { isValidTimeZone } from '../trades';
import { checkUpload, type CsvUpload } from '../imports';
import { AlpacaBarsClient } from './alpaca/alpaca-bars-client';
import { type ChartSeries, chartSeriesOf, type InstrumentFacts } from './chart-instrument';
import type { ChartRequest } from './chart-request';
import type { Bar } from './domain/bar';
import { readCandleCsv } from './domain/candle-csv';
import { alpacaSourceOf, type CandleSource, sourcesOf } from './domain/candle-source';
import { chartWindowOf, holdsTooManyBars, MAX_CHART_BARS } from './domain/chart-window';
import { barsFromHeld, type HeldBar } from './domain/held-bars';
import { type TimeSpan, uncoveredSpans } from './domain/time-spans';
import { bucketStartOf, type CandleProvider, finerTimeframesOf, isTimeframe, nextBucketStartOf, STORED_TIMEFRAMES, type Timeframe } from './domain/timeframes';
import type { MarketDataConfig } from './market-data.config';
import { badParameter } from './market-data.errors';
import type { CandleStore } from './store/candle-store';

/** The newest minutes may still change (delayed feeds, the bar forming now): fetched, not marked held. */
const SETTLING_MS = 20 * 60_000;
export const CHART_DATA_NOT_AVAILABLE = 'Chart data not available';

/** The candles of one window, and where they came from. */
export interface ChartData {
  candles: Bar[];
  timeframe: Timeframe;
  /** The series shown: the instrument, or its underlying when only that was found. */
  chartedSymbol: string | null;
  isUnderlying: boolean;
  providers: CandleProvider[];
  /** Exactly where the candles came from (the reader's upload, Alpaca with its feed, the demo's market), the reader's own first. */
  sources: CandleSource[];
  /** 'Chart data not available' when there are no candles. */
  message: string | null;
  /** Why a provider could not help (keys refused, rate limited), when one could not. */
  notice: string | null;
}

export interface CandleImport {
  symbol: string;
  timeframe: Timeframe;
  candlesImported: number;
  from: Date;
  to: Date;
}


export const candleImportMessage = ({ candlesImported, timeframe, symbol }: CandleImport) => `Imported ${candlesImported} ${timeframe} candles of ${symbol}`;

/**
 * The provider chain, first hit wins: (1) the candle store (the user's own uploads, then the
 * provider bars every user shares), (2) Alpaca's market data with the user's stored Alpaca keys, for
 * the parts of the window the store does not hold for the user, (3) none. What Alpaca answers is
 * stored, shared, with the span it covers, so the same span is never asked twice. An upload is its
 * uploader's alone: it never changes what another user's charts and analyses read.
 */
export class MarketDataService {
  constructor(
    private readonly store: CandleStore,
    private readonly connections: BrokerConnectionService,
    private readonly config: MarketDataConfig,
    private readonly clock: Clock,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  /** The chart's window: the trade's bars with CONTEXT_BARS before the entry and after the exit. */
  windowOf(entryTime: Date, exitTime: Date | null, timeframe: Timeframe): TimeSpan {
    const window = chartWindowOf(entryTime, exitTime, timeframe);
    if (holdsTooManyBars(window, timeframe)) throw badParameter(`A ${timeframe} chart of this trade would hold more than ${MAX_CHART_BARS} candles; choose a longer timeframe.`);
    return window;
  }

  /** The candles of a chart request's window (see windowOf), through the chain. */
  async chart(em: EntityManager, userId: number, request: ChartRequest): Promise<ChartData> {
    return this.candles(em, userId, request.instrument, request.timeframe, this.windowOf(request.entryTime, request.exitTime, request.timeframe));
  }

  /**
   * The candles of a window, through the chain; `fetch: false` reads the store alone (no provider
   * call). The demo journal's account reads the demo market's candles, from the store alone.
   */
  async candles(em: EntityManager, userId: number, instrument: InstrumentFacts, timeframe: Timeframe, window: TimeSpan, { fetch = true } = {}): Promise<ChartData> {
    const market = await candleMarketOf(em, userId);
    let notice: string | null = null;
    for (const series of chartSeriesOf(instrument)) {
      const fetched = fetch && market === 'real' ? await this.fetchMissing(em, userId, series, timeframe, window) : { notice: null };
      notice ??= fetched.notice;
      const held = await this.store.barsIn(em, userId, storeSymbolOf(series.symbol, market), [timeframe, ...finerTimeframesOf(timeframe)], window);
      if (held.length === 0) continue;
      return { candles: barsFromHeld(held, timeframe), timeframe, chartedSymbol: series.symbol, isUnderlying: series.isUnderlying, providers: providersOf(held), sources: sourcesOf(held), message: null, notice };
    }
    return { candles: [], timeframe, chartedSymbol: null, isUnderlying: false, providers: [], sources: [], message: CHART_DATA_NOT_AVAILABLE, notice };
  }

  /**
   * Stores a candle file of one symbol and timeframe as the uploader's own, whole or not at all; its
   * span becomes held for them. Into the real market, unless the demo journal's generation stores
   * its own market's (for the demo account).
   */
  async importCsv(em: EntityManager, uploader: number, request: { upload: CsvUpload | null; symbol: string; timeframe: string; timeZone: string | null }, market: CandleMarket = 'real'): Promise<CandleImport> {
    const symbol = request.symbol.trim().toUpperCase();
    if (!/^[A-Z0-9][A-Z0-9.\-/ ]{0,63}$/.test(symbol)) throw badParameter('Give the symbol of the candles (letters, digits, . - / and spaces, at most 64).');
    if (!isTimeframe(request.timeframe)) throw badParameter(`The timeframe must be one of ${STORED_TIMEFRAMES.join(', ')}.`);
    const timeZone = request.timeZone?.trim() || 'UTC';
    if (!isValidTimeZone(timeZone)) throw badParameter(`"${timeZone.slice(0, 60)}" is not a time zone (use an IANA name such as America/New_York).`);
    const upload = checkUpload(request.upload);
    const bars = readCandleCsv(upload.bytes.toString('utf8'), timeZone);
    const timeframe = request.timeframe;
    // A loop, not Math.min(...times): a 10 MB file holds more bars than a call takes arguments.
    const from = bars.reduce((first, bar) => (bar.time < first ? bar.time : first), bars[0]!.time);
    const to = bars.reduce((last, bar) => (bar.time > last ? bar.time : last), bars[0]!.time);
    const span = { start: bucketStartOf(from, timeframe).getTime(), end: nextBucketStartOf(to, timeframe).getTime() };
    // The file is what is held for its span from now on: bars held there before are replaced.
    const series = { symbol: storeSymbolOf(symbol, market), timeframe, provider: 'csv', source: market === 'demo' ? 'demo' : 'upload', owner: uploader } as const;
    await this.store.save(em, series, bars, { replacing: span, held: span }, this.clock.now());
    return { symbol, timeframe, candlesImported: bars.length, from, to };
  }

  /** Deletes the demo market's candles and spans: the demo journal is generated anew. */
  async forgetDemoMarket(em: EntityManager): Promise<void> {
    await this.store.forgetSeriesStartingWith(em, DEMO_MARKET_PREFIX);
  }

  /** Asks Alpaca for the parts of the window nothing held covers; a refusal becomes a notice, not a failure. */
  private async fetchMissing(em: EntityManager, userId: number, series: ChartSeries, timeframe: Timeframe, window: TimeSpan): Promise<{ notice: string | null }> {
    if (!series.alpaca) return { notice: null };
    const now = this.clock.now().getTime();
    const heldSpans = await this.store.heldSpans(em, userId, series.symbol, [timeframe, ...finerTimeframesOf(timeframe)]);
    const gaps = uncoveredSpans({ start: window.start, end: Math.min(window.end, now) }, [...heldSpans.values()].flat()).map((gap) => wholeBarsOf(gap, timeframe));
    if (gaps.length === 0) return { notice: null };
    const client = await this.alpacaFor(em, userId);
    if (!client) return { notice: null };
    try {
      for (const gap of gaps) {
        const bars = await client.fetchBars(series.alpaca.symbol, series.alpaca.assetClass, timeframe, gap);
        const settled = { start: gap.start, end: Math.min(gap.end, now - SETTLING_MS) };
        // Bars of the unsettled end are stored; its span is not marked held, so it is asked again later.
        const shared = { symbol: series.symbol, timeframe, provider: 'alpaca', source: alpacaSourceOf(series.alpaca.assetClass, this.config.alpacaFeed), owner: null } as const;
        await this.store.save(em, shared, bars, { replacing: gap, held: settled.end > settled.start ? settled : null }, this.clock.now());
      }
      return { notice: null };
    } catch (error) {
      if (error instanceof BrokerApiError) return { notice: error.message };
      throw error;
    }
  }

  private async alpacaFor(em: EntityManager, userId: number): Promise<AlpacaBarsClient | null> {
    const secrets = await this.connections.read<StoredBrokerSecrets>(em, userId, 'alpaca');
    if (secrets?.platform !== 'alpaca') return null;
    return new AlpacaBarsClient({ baseUrl: this.config.alpacaDataBaseUrl, keyId: secrets.keyId, secretKey: secrets.secretKey, feed: this.config.alpacaFeed, fetch: this.fetchImpl });
  }
}

/** A span grown to whole bars of the timeframe, so a provider's bar that starts before the span is not left out. */
function wholeBarsOf(span: TimeSpan, timeframe: Timeframe): TimeSpan {
  return { start: bucketStartOf(new Date(span.start), timeframe).getTime(), end: nextBucketStartOf(new Date(span.end - 1), timeframe).getTime() };
}

function providersOf(held: readonly HeldBar[]): CandleProvider[] {
  return [...new Set(held.map((bar) => bar.provider))].sort();
}
