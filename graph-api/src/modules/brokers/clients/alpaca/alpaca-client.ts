import type { ImportedExecution } from '../../../trades';
import type { BrokerExecutionSource, HttpOptions } from '../broker-execution-source';
import { BrokerHttp } from '../broker-http';
import { alpacaGet } from './alpaca-request';
import { activityIdOf, executionOfFill, isFillActivity } from './alpaca-fill';

export type { AlpacaFillActivity } from './alpaca-fill';

export const ALPACA_PAPER_BASE_URL = 'https://paper-api.alpaca.markets';
export const ALPACA_LIVE_BASE_URL = 'https://api.alpaca.markets';

/** Alpaca's largest page when no single `date` is asked for. */
const PAGE_SIZE = 100;
/** A million fills: far beyond any account, but a broken server cannot keep us paging forever. */
const MAX_PAGES = 10_000;

/**
 * Alpaca Trading API: the FILL account activities of a range, oldest first, page by page
 * (page_token = the id of the last item). Paging stops at an empty page rather than at a short
 * one, so a server that caps page_size below what was asked for still yields every fill. A 429
 * is retried after the wait the headers give, a few times (alpaca-request.ts).
 */
export class AlpacaClient implements BrokerExecutionSource {
  private readonly http: BrokerHttp;

  constructor(private readonly settings: { baseUrl: string; keyId: string; secretKey: string } & HttpOptions) {
    this.http = new BrokerHttp('Alpaca', settings);
  }

  async fetchExecutions(range: { start: Date; end: Date }): Promise<ImportedExecution[]> {
    const fills: unknown[] = [];
    let pageToken: string | null = null;
    for (let page = 0; ; page += 1) {
      if (page === MAX_PAGES) throw this.http.badResponse('the list of fills never ends');
      const items = await this.fetchPage(range, pageToken);
      if (items.length === 0) break;
      const lastId = activityIdOf(items[items.length - 1], fills.length + items.length);
      if (lastId === pageToken) throw this.http.badResponse('the same page came back twice');
      fills.push(...items.filter(isFillActivity));
      pageToken = lastId;
    }
    // `after` and `until` are exclusive at Alpaca; the range is checked here too, inclusively.
    return fills
      .map((fill, index) => executionOfFill(fill, index + 1))
      .filter(({ executedAtMs }) => executedAtMs >= range.start.getTime() && executedAtMs <= range.end.getTime());
  }

  private async fetchPage(range: { start: Date; end: Date }, pageToken: string | null): Promise<unknown[]> {
    const url = new URL(`${this.settings.baseUrl}/v2/account/activities/FILL`);
    url.searchParams.set('after', new Date(range.start.getTime() - 1).toISOString());
    url.searchParams.set('until', new Date(range.end.getTime() + 1).toISOString());
    url.searchParams.set('direction', 'asc');
    url.searchParams.set('page_size', String(PAGE_SIZE));
    if (pageToken) url.searchParams.set('page_token', pageToken);
    const text = await alpacaGet(this.http, url, this.settings, {
      auth: 'Alpaca rejected the API Key ID or Secret Key. Check them, and that they belong to the chosen environment (paper or live).',
      rateLimited: 'Alpaca is limiting requests right now. Please try again in a minute.',
      unavailable: (status) => `Alpaca is unavailable (HTTP ${status}). Please try again later.`,
      badRequest: (status, body) => `Alpaca refused the request (HTTP ${status}${messageOf(this.http.jsonOrNull(body))}).`,
    });
    const body = this.http.json(text);
    if (!Array.isArray(body)) throw this.http.badResponse('it is not a list of activities');
    return body as unknown[];
  }
}

function messageOf(body: unknown): string {
  const message = body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : '';
  return message ? `: ${message.slice(0, 200)}` : '';
}
