import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { AlpacaFillActivity } from '../../src/modules/brokers/clients/alpaca/alpaca-client';

export type { AlpacaFillActivity };

/** Alpaca caps page_size at 100 when no `date` is given. */
const ALPACA_MAX_PAGE_SIZE = 100;

export interface FakeAlpacaOptions {
  keyId: string;
  secretKey: string;
  activities: AlpacaFillActivity[];
  /** The largest page the fake answers (default 100, like Alpaca); small values exercise pagination. */
  pageSize?: number;
  /** 0 (default) picks a free port. */
  port?: number;
}

/** One request the fake received, to check what a client sent. */
export interface FakeAlpacaRequest {
  path: string;
  query: Record<string, string>;
  keyId: string | undefined;
}

export interface FakeAlpaca {
  url: string;
  close(): Promise<void>;
  readonly requests: FakeAlpacaRequest[];
  /** The next `count` authorized requests answer 429, with X-RateLimit-* headers like Alpaca's. */
  rateLimitNext(count: number): void;
  /** Replaces the account's fills (e.g. a new trade between two imports). */
  setActivities(activities: AlpacaFillActivity[]): void;
  /** Every answer waits this long first (for timeout tests). */
  delayAnswers(ms: number): void;
}

/**
 * A local Alpaca Trading API answering GET /v2/account/activities/FILL (and
 * /v2/account/activities?activity_types=FILL) the way docs.alpaca.markets describes it: key and
 * secret in APCA-API-* headers, a bare JSON array with numbers as strings, `after`/`until` bounds,
 * `direction` (default desc) and page_token = the id of the last item of the previous page.
 */
export async function startFakeAlpaca(options: FakeAlpacaOptions): Promise<FakeAlpaca> {
  const state = { activities: [...options.activities], rateLimited: 0, delayMs: 0 };
  const requests: FakeAlpacaRequest[] = [];
  const maxPageSize = Math.min(options.pageSize ?? ALPACA_MAX_PAGE_SIZE, ALPACA_MAX_PAGE_SIZE);
  const app = express();

  app.use((_req, _res, next) => {
    setTimeout(next, state.delayMs);
  });
  app.use((req, res, next) => {
    const keyId = req.get('APCA-API-KEY-ID');
    requests.push({ path: req.path, query: { ...(req.query as Record<string, string>) }, keyId });
    if (keyId !== options.keyId || req.get('APCA-API-SECRET-KEY') !== options.secretKey) {
      // Alpaca answers unknown keys and wrong secrets alike, without saying which part was wrong.
      res.status(401).json({ code: 40110000, message: 'request is not authorized' });
      return;
    }
    if (state.rateLimited > 0) {
      state.rateLimited -= 1;
      res.set({ 'X-RateLimit-Limit': '200', 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': String(Math.ceil(Date.now() / 1000) + 1) });
      res.status(429).json({ code: 42910000, message: 'rate limit exceeded' });
      return;
    }
    next();
  });

  const answerFills = (query: Record<string, string | undefined>, res: express.Response) => {
    const page = pageOfFills(state.activities, query, maxPageSize);
    if ('error' in page) {
      res.status(422).json({ code: 42210000, message: page.error });
      return;
    }
    res.set({ 'X-RateLimit-Limit': '200', 'X-RateLimit-Remaining': '199' }).json(page.items);
  };
  app.get('/v2/account/activities/:type', (req, res) => {
    if (req.params.type !== 'FILL') return void res.json([]);
    answerFills(req.query as Record<string, string | undefined>, res);
  });
  app.get('/v2/account/activities', (req, res) => {
    const query = req.query as Record<string, string | undefined>;
    if (!(query.activity_types ?? 'FILL').split(',').includes('FILL')) return void res.json([]);
    answerFills(query, res);
  });
  app.get('/v2/account', (_req, res) => {
    res.json({ id: randomUUID(), account_number: 'PA3FAKE0001', status: 'ACTIVE', currency: 'USD' });
  });
  app.use((_req, res) => {
    res.status(404).json({ code: 40410000, message: 'endpoint not found' });
  });

  const server: Server = createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
    rateLimitNext: (count) => {
      state.rateLimited = count;
    },
    setActivities: (activities) => {
      state.activities = [...activities];
    },
    delayAnswers: (ms) => {
      state.delayMs = ms;
    },
  };
}

function pageOfFills(
  activities: AlpacaFillActivity[],
  query: Record<string, string | undefined>,
  maxPageSize: number,
): { items: AlpacaFillActivity[] } | { error: string } {
  const after = query.after ? Date.parse(query.after) : null;
  const until = query.until ? Date.parse(query.until) : null;
  if (Number.isNaN(after) || Number.isNaN(until)) return { error: 'invalid after or until: expected RFC-3339 time' };
  const direction = query.direction ?? 'desc';
  if (direction !== 'asc' && direction !== 'desc') return { error: 'direction must be asc or desc' };
  const requestedSize = query.page_size === undefined ? ALPACA_MAX_PAGE_SIZE : Number(query.page_size);
  if (!Number.isInteger(requestedSize) || requestedSize < 1 || requestedSize > ALPACA_MAX_PAGE_SIZE) {
    return { error: `page_size must be between 1 and ${ALPACA_MAX_PAGE_SIZE}` };
  }
  const ordered = activities
    .filter((activity) => {
      const at = Date.parse(activity.transaction_time);
      return (after === null || at > after) && (until === null || at < until);
    })
    // Alpaca's ids start with the transaction time, so ordering by id orders by time.
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  if (direction === 'desc') ordered.reverse();
  let start = 0;
  if (query.page_token) {
    const index = ordered.findIndex((activity) => activity.id === query.page_token);
    if (index < 0) return { error: 'invalid page_token' };
    start = index + 1;
  }
  return { items: ordered.slice(start, start + Math.min(requestedSize, maxPageSize)) };
}

export interface FillSpec {
  symbol: string;
  side: 'buy' | 'sell' | 'sell_short';
  qty: string;
  price: string;
  /** When the fill happened (ISO-8601 or Date). */
  at: string | Date;
  type?: 'fill' | 'partial_fill';
  orderId?: string;
  /** Order quantity still open after this fill (for partial fills). */
  leavesQty?: string;
  cumQty?: string;
}

/** A FILL activity like Alpaca's: id "<yyyyMMddHHmmssSSS>::<uuid>", numbers as strings, UTC time. */
export function alpacaFill(spec: FillSpec): AlpacaFillActivity & { cum_qty: string; leaves_qty: string } {
  const at = spec.at instanceof Date ? spec.at : new Date(spec.at);
  const stamp = at.toISOString().replace(/[-:TZ.]/g, '');
  return {
    activity_type: 'FILL',
    cum_qty: spec.cumQty ?? spec.qty,
    id: `${stamp}::${randomUUID()}`,
    leaves_qty: spec.leavesQty ?? '0',
    price: spec.price,
    qty: spec.qty,
    side: spec.side,
    symbol: spec.symbol,
    transaction_time: at.toISOString(),
    order_id: spec.orderId ?? randomUUID(),
    type: spec.type ?? 'fill',
  };
}

/** The weekday `daysAgo` trading days before `now`, at the given New York-ish UTC time. */
function weekdayAt(now: Date, daysAgo: number, utcHour: number, utcMinute: number): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), utcHour, utcMinute));
  let remaining = daysAgo;
  while (remaining > 0 || day.getUTCDay() === 0 || day.getUTCDay() === 6) {
    day.setUTCDate(day.getUTCDate() - 1);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) remaining -= 1;
  }
  return day;
}

/**
 * A small realistic account for manual and end-to-end runs, all within the last 30 days: a long
 * round trip, a partially filled entry, a short and a crypto pair.
 */
export function sampleAlpacaFills(now = new Date()): AlpacaFillActivity[] {
  const nvdaEntry = randomUUID();
  return [
    alpacaFill({ symbol: 'AAPL', side: 'buy', qty: '10', price: '227.52', at: weekdayAt(now, 8, 14, 35) }),
    alpacaFill({ symbol: 'AAPL', side: 'sell', qty: '10', price: '229.1', at: weekdayAt(now, 8, 15, 12) }),
    alpacaFill({ symbol: 'NVDA', side: 'buy', qty: '30', price: '131.04', at: weekdayAt(now, 5, 13, 42), type: 'partial_fill', orderId: nvdaEntry, cumQty: '30', leavesQty: '20' }),
    alpacaFill({ symbol: 'NVDA', side: 'buy', qty: '20', price: '131.05', at: weekdayAt(now, 5, 13, 43), orderId: nvdaEntry, cumQty: '50', leavesQty: '0' }),
    alpacaFill({ symbol: 'NVDA', side: 'sell', qty: '50', price: '132.875', at: weekdayAt(now, 5, 17, 3) }),
    alpacaFill({ symbol: 'TSLA', side: 'sell_short', qty: '15', price: '251.3', at: weekdayAt(now, 3, 14, 50) }),
    alpacaFill({ symbol: 'TSLA', side: 'buy', qty: '15', price: '248.66', at: weekdayAt(now, 3, 16, 21) }),
    alpacaFill({ symbol: 'BTC/USD', side: 'buy', qty: '0.015', price: '67250.5', at: weekdayAt(now, 2, 9, 5) }),
    alpacaFill({ symbol: 'BTC/USD', side: 'sell', qty: '0.015', price: '67980', at: weekdayAt(now, 1, 11, 40) }),
  ];
}

async function runStandalone(): Promise<void> {
  const port = Number(process.env.FAKE_ALPACA_PORT ?? 0);
  const fake = await startFakeAlpaca({
    keyId: process.env.FAKE_ALPACA_KEY_ID ?? 'PKFAKEKEY0000000000',
    secretKey: process.env.FAKE_ALPACA_SECRET_KEY ?? 'fake-alpaca-secret',
    activities: sampleAlpacaFills(),
    port,
  });
  process.stdout.write(`Fake Alpaca listening on ${fake.url}\n`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (require.main === module) {
  runStandalone().catch((error: unknown) => {
    process.stderr.write(`Fake Alpaca failed to start: ${String(error)}\n`);
    process.exit(1);
  });
}
