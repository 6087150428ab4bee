import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';

/** A bar as Alpaca's market data API writes it: numbers as JSON numbers, t in RFC-3339 UTC. */
export interface AlpacaBar {
  t: string;
  o: number;
  h: number;
  l: number;
  c: number;
  v: number;
  n?: number;
  vw?: number;
}

export interface FakeAlpacaMarketDataOptions {
  keyId: string;
  secretKey: string;
  /** Bars by endpoint kind, symbol and Alpaca timeframe ("5Min", "1Hour", "1Day"). */
  bars: Array<{ kind: 'stocks' | 'options'; symbol: string; timeframe: string; bars: AlpacaBar[] }>;
  /** The largest page the fake answers; small values exercise next_page_token. */
  pageSize?: number;
  /** 0 (any free port) unless a suite started beside the app needs a known one. */
  port?: number;
}

export interface FakeMarketDataRequest {
  path: string;
  query: Record<string, string>;
}

export interface FakeAlpacaMarketData {
  url: string;
  /** Every request received, authorized or not, in order: tests count them to prove caching. */
  readonly requests: FakeMarketDataRequest[];
  /** The next `count` authorized requests answer 429 with Alpaca's X-RateLimit-* headers. */
  rateLimitNext(count: number): void;
  close(): Promise<void>;
}

/**
 * A local Alpaca Market Data API answering GET /v2/stocks/bars and /v1beta1/options/bars as
 * docs.alpaca.markets describes them: key and secret in APCA-API-* headers; `symbols`,
 * `timeframe`, inclusive `start` and `end`, `limit` and `page_token`; the answer
 * { bars: { SYMBOL: [...] }, next_page_token } (null on the last page, and a symbol without bars
 * left out of the map).
 */
export async function startFakeAlpacaMarketData(options: FakeAlpacaMarketDataOptions): Promise<FakeAlpacaMarketData> {
  const requests: FakeMarketDataRequest[] = [];
  const state = { rateLimited: 0 };
  const app = express();
  app.use((req, res, next) => {
    requests.push({ path: req.path, query: { ...(req.query as Record<string, string>) } });
    if (req.get('APCA-API-KEY-ID') !== options.keyId || req.get('APCA-API-SECRET-KEY') !== options.secretKey) {
      res.status(401).json({ message: 'forbidden' });
      return;
    }
    if (state.rateLimited > 0) {
      state.rateLimited -= 1;
      res.set({ 'X-RateLimit-Limit': '200', 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': String(Math.ceil(Date.now() / 1000)) });
      res.status(429).json({ message: 'too many requests.' });
      return;
    }
    next();
  });
  const answerBars = (kind: 'stocks' | 'options') => (req: express.Request, res: express.Response) => {
    const query = req.query as Record<string, string | undefined>;
    const symbols = (query.symbols ?? '').split(',').filter(Boolean);
    const start = query.start ? Date.parse(query.start) : Number.NEGATIVE_INFINITY;
    const end = query.end ? Date.parse(query.end) : Number.POSITIVE_INFINITY;
    if (symbols.length !== 1 || !query.timeframe || Number.isNaN(start) || Number.isNaN(end)) {
      res.status(400).json({ message: 'invalid request: symbols, timeframe, start and end are required' });
      return;
    }
    const symbol = symbols[0]!;
    const series = options.bars.find((entry) => entry.kind === kind && entry.symbol === symbol && entry.timeframe === query.timeframe);
    const inSpan = (series?.bars ?? []).filter((bar) => Date.parse(bar.t) >= start && Date.parse(bar.t) <= end).sort((a, b) => Date.parse(a.t) - Date.parse(b.t));
    const limit = Math.min(Number(query.limit ?? 1000), options.pageSize ?? 10_000);
    const offset = query.page_token ? Number(Buffer.from(query.page_token, 'base64').toString('utf8')) : 0;
    const page = inSpan.slice(offset, offset + limit);
    const more = offset + limit < inSpan.length;
    res.json({ bars: page.length > 0 ? { [symbol]: page } : {}, next_page_token: more ? Buffer.from(String(offset + limit)).toString('base64') : null });
  };
  app.get('/v2/stocks/bars', answerBars('stocks'));
  app.get('/v1beta1/options/bars', answerBars('options'));
  app.use((_req, res) => {
    res.status(404).json({ message: 'Not Found' });
  });

  const server: Server = createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    rateLimitNext: (count) => {
      state.rateLimited = count;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Consecutive bars of `minutes` from `startIso`, each from a [open, high, low, close] row. */
export function alpacaBarsFrom(startIso: string, minutes: number, rows: ReadonlyArray<readonly [number, number, number, number]>): AlpacaBar[] {
  const start = Date.parse(startIso);
  return rows.map(([o, h, l, c], index) => ({ t: new Date(start + index * minutes * 60_000).toISOString().replace('.000Z', 'Z'), o, h, l, c, v: 1000 + index, n: 10, vw: (h + l) / 2 }));
}

/** A bars file of the standalone fake: series written as alpacaBarsFrom's arguments. */
interface BarsFile {
  series: Array<{ kind: 'stocks' | 'options'; symbol: string; timeframe: string; start: string; minutes: number; rows: Array<[number, number, number, number]> }>;
}

// Started beside the app by the browser suite (shell/playwright.config.ts): port, keys and the
// bars file (FAKE_ALPACA_BARS_FILE, JSON of BarsFile) from the environment.
async function runStandalone(): Promise<void> {
  const file = JSON.parse(readFileSync(process.env.FAKE_ALPACA_BARS_FILE ?? '', 'utf8')) as BarsFile;
  const fake = await startFakeAlpacaMarketData({
    keyId: process.env.FAKE_ALPACA_KEY_ID ?? 'PKFAKEKEY0000000000',
    secretKey: process.env.FAKE_ALPACA_SECRET_KEY ?? 'fake-alpaca-secret',
    bars: file.series.map(({ kind, symbol, timeframe, start, minutes, rows }) => ({ kind, symbol, timeframe, bars: alpacaBarsFrom(start, minutes, rows) })),
    port: Number(process.env.FAKE_ALPACA_DATA_PORT ?? 0),
  });
  process.stdout.write(`Fake Alpaca market data listening on ${fake.url}\n`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (require.main === module) {
  runStandalone().catch((error: unknown) => {
    process.stderr.write(`Fake Alpaca market data failed to start: ${String(error)}\n`);
    process.exit(1);
  });
}
