import { BrokerApiError } from './broker-api-error';
import { type HttpOptions, realSleep } from './broker-execution-source';

export const DEFAULT_BROKER_TIMEOUT_MS = 30_000;

/** How one broker client talks HTTP: the (injectable) fetch, sleep and per-request timeout, and the name used in messages. */
export class BrokerHttp {
  readonly sleep: (ms: number) => Promise<void>;
  private readonly fetchImpl: typeof fetch;
  private readonly timeoutMs: number;

  constructor(
    readonly brokerName: string,
    options: HttpOptions,
  ) {
    this.fetchImpl = options.fetch ?? fetch;
    this.sleep = options.sleep ?? realSleep;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_BROKER_TIMEOUT_MS;
  }

  /**
   * One request whose answer (headers and body) must arrive within the timeout. Network failures
   * and timeouts become 'unavailable' errors; the URL is never put in a message because some
   * brokers (IBKR) carry the secret token in the query string.
   */
  async send(url: URL | string, init: RequestInit = {}): Promise<{ response: Response; text: string }> {
    const signal = AbortSignal.timeout(this.timeoutMs);
    try {
      const response = await this.fetchImpl(url, { ...init, signal });
      const text = await response.text();
      return { response, text };
    } catch (error) {
      if (signal.aborted) {
        throw new BrokerApiError('unavailable', `${this.brokerName} did not answer within ${durationText(this.timeoutMs)}. Please try again later.`);
      }
      throw new BrokerApiError('unavailable', `${this.brokerName} could not be reached (${reasonOf(error)}). Please try again later.`);
    }
  }

  /**
   * send(), waiting out up to `retries` 429 answers (Retry-After or X-RateLimit-Reset); the answer
   * after the last wait is returned whatever it is, for the caller to refuse.
   */
  async sendWaitingOutRateLimits(url: URL | string, init: RequestInit, retries: number): Promise<{ response: Response; text: string }> {
    for (let attempt = 0; ; attempt += 1) {
      const answer = await this.send(url, init);
      if (answer.response.status !== 429 || attempt >= retries) return answer;
      await this.sleep(rateLimitWaitMs(answer.response));
    }
  }

  badResponse(what: string): BrokerApiError {
    return new BrokerApiError('bad_response', `${this.brokerName} sent an answer that could not be read: ${what}.`);
  }

  /** Parses a JSON body; anything unreadable is a 'bad_response', never a SyntaxError. */
  json(text: string): unknown {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw this.badResponse('it is not JSON');
    }
  }

  /** The JSON of an error answer, for its message; null when there is none. */
  jsonOrNull(text: string): unknown {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return null;
    }
  }
}

const durationText = (ms: number) => (ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} seconds`);

function reasonOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = cause && typeof cause === 'object' && 'code' in cause && typeof cause.code === 'string' ? cause.code : null;
  return code ?? 'network error';
}

/** Seconds to wait before retrying a 429, from Retry-After or X-RateLimit-Reset (unix seconds), bounded. */
export function rateLimitWaitMs(response: Response, now = Date.now()): number {
  const retryAfter = Number(response.headers.get('retry-after'));
  if (Number.isFinite(retryAfter) && retryAfter > 0) return clamp(retryAfter * 1000);
  const reset = Number(response.headers.get('x-ratelimit-reset'));
  return clamp(Number.isFinite(reset) && reset > 0 ? reset * 1000 - now : 0);
}

const clamp = (ms: number) => Math.min(Math.max(ms, 1000), 60_000);
