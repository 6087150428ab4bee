import Big from 'big.js';
import { alpacaGet, BrokerHttp, type HttpOptions } from '../../brokers';
import { fitsDecimalColumn, parseDecimalText, PRICE_COLUMN } from '../../trades';
import type { Bar } from '../domain/bar';
import type { TimeSpan } from '../domain/time-spans';
import { alpacaTimeframeOf, type Timeframe } from '../domain/timeframes';

/** Which of Alpaca's historical bars endpoints serves a symbol. */
export type AlpacaAssetClass = 'stock' | 'option' | 'crypto';

const BARS_PATH: Record<AlpacaAssetClass, string> = {
  stock: '/v2/stocks/bars',
  option: '/v1beta1/options/bars',
  crypto: '/v1beta3/crypto/us/bars',
};

/** Alpaca's largest page of bars. */
const PAGE_LIMIT = 10_000;
/** Far beyond any chart window; a broken server cannot keep us paging forever. */
const MAX_PAGES = 100;

export interface AlpacaBarsSettings extends HttpOptions {
  /** The market data host (https://data.alpaca.markets), not the trading one. */
  baseUrl: string;
  keyId: string;
  secretKey: string;
  /** Stock bars feed: 'iex' (free plans) or 'sip'. */
  feed: string;
}

/**
 * Alpaca Market Data API: the historical bars of one symbol over a span, oldest first, page by
 * page while the answer carries a next_page_token. A 429 is retried after the wait its headers
 * give (Retry-After or X-RateLimit-Reset), a few times.
 */
export class AlpacaBarsClient {
  private readonly http: BrokerHttp;

  constructor(private readonly settings: AlpacaBarsSettings) {
    this.http = new BrokerHttp('Alpaca market data', settings);
  }

  async fetchBars(symbol: string, assetClass: AlpacaAssetClass, timeframe: Timeframe, span: TimeSpan): Promise<Bar[]> {
    const bars: Bar[] = [];
    let pageToken: string | null = null;
    for (let page = 0; ; page += 1) {
      if (page === MAX_PAGES) throw this.http.badResponse('the list of bars never ends');
      const answer = await this.fetchPage(symbol, assetClass, timeframe, span, pageToken);
      bars.push(...answer.bars);
      if (!answer.nextPageToken) break;
      if (answer.nextPageToken === pageToken) throw this.http.badResponse('the same page came back twice');
      pageToken = answer.nextPageToken;
    }
    // Alpaca's `end` is inclusive; the span is half-open.
    return bars.filter((bar) => bar.time.getTime() >= span.start && bar.time.getTime() < span.end);
  }

  private async fetchPage(symbol: string, assetClass: AlpacaAssetClass, timeframe: Timeframe, span: TimeSpan, pageToken: string | null) {
    const url = new URL(`${this.settings.baseUrl}${BARS_PATH[assetClass]}`);
    url.searchParams.set('symbols', symbol);
    url.searchParams.set('timeframe', alpacaTimeframeOf(timeframe));
    url.searchParams.set('start', new Date(span.start).toISOString());
    url.searchParams.set('end', new Date(span.end).toISOString());
    url.searchParams.set('limit', String(PAGE_LIMIT));
    url.searchParams.set('sort', 'asc');
    if (assetClass === 'stock') {
      url.searchParams.set('adjustment', 'raw');
      url.searchParams.set('feed', this.settings.feed);
    }
    if (pageToken) url.searchParams.set('page_token', pageToken);
    const text = await alpacaGet(this.http, url, this.settings, {
      auth: 'Alpaca rejected the stored API Key ID or Secret Key for market data. Connect Alpaca again on the Import page.',
      rateLimited: 'Alpaca is limiting market data requests right now. Please try again in a minute.',
      unavailable: (status) => `Alpaca market data is unavailable (HTTP ${status}). Please try again later.`,
      badRequest: (status) => `Alpaca refused the market data request (HTTP ${status}).`,
    });
    return this.pageOf(this.http.json(text), symbol);
  }

  /** { bars: { SYMBOL: [{ t, o, h, l, c, v, … }] }, next_page_token } as Alpaca documents it. */
  private pageOf(body: unknown, symbol: string): { bars: Bar[]; nextPageToken: string | null } {
    if (!body || typeof body !== 'object') throw this.http.badResponse('it is not an object');
    const { bars, next_page_token: token } = body as { bars?: unknown; next_page_token?: unknown };
    if (token !== undefined && token !== null && typeof token !== 'string') throw this.http.badResponse('next_page_token is not text');
    // A symbol without bars in the span is left out of the map, or the map is null.
    const list = bars && typeof bars === 'object' ? (bars as Record<string, unknown>)[symbol] : undefined;
    if (list !== undefined && !Array.isArray(list)) throw this.http.badResponse('the bars are not a list');
    return { bars: (list ?? []).map((item) => this.barOf(item)), nextPageToken: token || null };
  }

  private barOf(item: unknown): Bar {
    const { t, o, h, l, c, v } = (item ?? {}) as Record<string, unknown>;
    const time = typeof t === 'string' ? new Date(t) : null;
    if (!time || Number.isNaN(time.getTime())) throw this.http.badResponse('a bar has no time');
    const decimal = (value: unknown, name: string) => {
      const text = typeof value === 'number' && Number.isFinite(value) ? decimalTextOf(value) : null;
      if (text === null || text.startsWith('-') || !fitsDecimalColumn(text, PRICE_COLUMN)) throw this.http.badResponse(`a bar's ${name} is not a number`);
      return text;
    };
    return { time, open: decimal(o, 'open'), high: decimal(h, 'high'), low: decimal(l, 'low'), close: decimal(c, 'close'), volume: decimal(v ?? 0, 'volume') };
  }
}

/**
 * A JSON number as the decimal it was written as (Alpaca sends 133.32, read back as "133.32"),
 * to the 8 decimals a stored price keeps.
 */
function decimalTextOf(value: number): string | null {
  return parseDecimalText(new Big(value).round(PRICE_COLUMN.scale, Big.roundHalfUp).toFixed());
}
