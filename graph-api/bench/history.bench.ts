// `npm run bench:history`: the trade history over one user's 100 000 trades (BENCH_TRADES to change),
// through the real HTTP app with an API key, on SQLite and on MariaDB (TEST_MYSQL_URL, default
// mysql://root@127.0.0.1:3306; a scratch database, created and dropped here; BENCH_SKIP_MYSQL=1 skips
// it): a filtered page of 50, the summary of the whole history, and the whole CSV export read to its
// end; and, for another user who imported a file of 1000 fills each flipping the position, the
// GraphQL history page of the newest 150 of those trades with their fills (the most the query cost
// limit admits with every fill field; BENCH_FILL_LINES changes the file); and each sort of the
// history (docs/journal.md, "Sorting the history"), both ways, its first page of 50 and a deep one
// (after half the trades), each figure a line `BENCH {"name":"history sort pnl desc",…}` (" deep"
// ends the deep page's name). Not part of npm test: it prints p50 and p95 of a few runs each, and fails only when an answer
// is wrong. The requests come from a client process of its own (history-client.cjs), timed there.
import 'reflect-metadata';
import { fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { applyMigrations } from '../src/db/migrations';
import { openOrm } from '../src/db/orm';
import { createLogger } from '../src/logger';
import { User } from '../src/infra/users/user.entity';
import { buildServices } from '../src/services';
import { type BenchDb, loadAverage, onEachDatabase } from './bench-databases';
import { benchLine, percentile, timed, verdict } from './bench-measure';
import { flippingFillsCsv } from './flipping-fills';
import { seedHistory } from './history-seed';
import { cursorAt } from './history-sort-cursor';
import { SORT_DIRECTIONS, TRADE_SORT_KEYS } from '../src/modules/trades/history/trade-sort';

const TRADES = Number(process.env.BENCH_TRADES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS) || 5;
const PAGE_RUNS = 4 * RUNS;
const EXPORT_TARGET_MS = 3000;
const FILL_LINES = Number(process.env.BENCH_FILL_LINES) || 1000;
// `first` as a variable: the query cost limit multiplies a literal one in.
/** The largest page of trades with their fills that the query cost limit admits (docs/security.md). */
const FILLS_PAGE = 150;
const HISTORY_WITH_FILLS = 'query ($first: Int!) { tradeHistory(first: $first) { trades { id fills { executedAt side role quantity price commission fees } } } }';


interface Figure {
  name: string;
  label: string;
  runs: number;
  path: string;
  kind: 'json' | 'csv';
  /** A GraphQL request (POSTed) rather than a GET. */
  graphql?: { query: string; variables: Record<string, unknown> };
  /** Whose API key asks: the seeded history's user unless told. */
  token?: string;
  /** Why the answer is wrong, or null: a fast wrong answer is not a figure. */
  problem: (answer: Answer) => string | null;
  targetMs?: number;
}

interface Answer {
  ms: number;
  body?: unknown;
  lines?: number;
  error?: string;
}

/** The client process (history-client.cjs), asked one request at a time. */
function httpClient() {
  const child = fork(path.join(__dirname, 'history-client.cjs'));
  return {
    get: (url: string, token: string, kind: Figure['kind'], graphql?: Figure['graphql']) =>
      new Promise<Answer>((resolve, reject) => {
        child.once('message', (answer: Answer) => (answer.error ? reject(new Error(answer.error)) : resolve(answer)));
        child.send({ url, token, kind, graphql });
      }),
    close: () => child.kill(),
  };
}

async function main(): Promise<void> {
  console.log(`load average before: ${loadAverage()} (1, 5, 15 min)`);
  await onEachDatabase('history', measure);
  console.log(`load average after: ${loadAverage()}`);
}

async function measure(db: BenchDb, env: Record<string, string>): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_ITERATIONS: '1', STATIC_ROOT: path.join(env.DATA_DIR!, 'none'), ...env });
  const logger = createLogger('silent');
  const orm: MikroORM = await openOrm(config.database);
  try {
    await applyMigrations(orm);
    const services = await buildServices({ config, logger });
    const app = await createApp({ config, orm, logger, services });
    const em = orm.em.fork();
    const user = em.create(User, { username: 'bench_history', email: 'bench_history@example.test' });
    await em.flush();
    const seeding = await timed(() => seedHistory(orm.em.fork(), services.journalTags, user.id, TRADES));
    console.log(`${db}: seeded ${TRADES.toLocaleString('en-US')} trades (1 in 50 with notes and tags) in ${seeding.seconds.toFixed(1)} s`);
    const { token } = await services.apiKeys.create(orm.em.fork(), user.id, 'bench');
    const flipper = em.create(User, { username: 'bench_fills', email: 'bench_fills@example.test' });
    await em.flush();
    const upload = { fileName: '2026-03-02.csv', bytes: flippingFillsCsv(FILL_LINES) };
    await services.csvImports.import(orm.em.fork(), flipper.id, { upload, platform: 'das_trader', tradeDate: '2026-03-02', timeZone: 'UTC' });
    const flipperToken = (await services.apiKeys.create(orm.em.fork(), flipper.id, 'bench')).token;
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const base = `${origin}/api/trades`;
    const client = httpClient();
    try {
      const figures: Figure[] = [
        {
          name: 'history_page',
          label: 'page of 50, winners of symbols matching "sym4"',
          runs: PAGE_RUNS,
          path: '?limit=50&filter=winners&search=sym4',
          kind: 'json',
          problem: ({ body }) => ((body as unknown[]).length === 50 ? null : `the page holds ${(body as unknown[]).length} trades, not 50`),
        },
        {
          name: 'history_summary',
          label: `summary of all ${TRADES.toLocaleString('en-US')} trades`,
          runs: PAGE_RUNS,
          path: '/summary',
          kind: 'json',
          problem: ({ body }) => {
            const { tradeCount } = body as { tradeCount: number };
            return tradeCount === TRADES ? null : `the summary counts ${tradeCount} trades, not ${TRADES}`;
          },
        },
        {
          name: 'history_export',
          label: `CSV export of all ${TRADES.toLocaleString('en-US')} trades, read to its end`,
          runs: RUNS,
          path: '/export.csv',
          kind: 'csv',
          targetMs: EXPORT_TARGET_MS,
          // No exported cell holds a line break here: every line after the header is a trade.
          problem: ({ lines }) => (lines === TRADES + 1 ? null : `the export holds ${lines! - 1} lines of trades, not ${TRADES}`),
        },
        {
          name: 'history_fills',
          label: `GraphQL page of ${FILLS_PAGE} trades (of ${FILL_LINES.toLocaleString('en-US')}), each opened by a flip, with their fills`,
          runs: RUNS,
          path: '/graphql',
          kind: 'json',
          graphql: { query: HISTORY_WITH_FILLS, variables: { first: FILLS_PAGE } },
          token: flipperToken,
          problem: ({ body }) => {
            const trades = (body as { data?: { tradeHistory?: { trades: { fills: unknown[] }[] } } }).data?.tradeHistory?.trades;
            if (!trades) return `no page: ${JSON.stringify(body).slice(0, 300)}`;
            const withoutFills = trades.filter((trade) => trade.fills.length === 0).length;
            const expected = Math.min(FILLS_PAGE, FILL_LINES);
            return trades.length === expected && withoutFills === 0 ? null : `${trades.length} trades (${withoutFills} without fills), not ${expected} each with its fills`;
          },
        },
      ];
      // Each sort both ways: its first page, and the page after the middle trade.
      for (const key of TRADE_SORT_KEYS) {
        for (const direction of SORT_DIRECTIONS) {
          const sort = `sort=${key}&direction=${direction}`;
          const deep = await cursorAt(orm.em.fork(), services.trades, user.id, { key, direction }, Math.floor(TRADES / 2));
          const fullPage = ({ body }: Answer) => ((body as unknown[]).length === 50 ? null : `the page holds ${(body as unknown[]).length} trades, not 50`);
          figures.push(
            { name: `history sort ${key} ${direction}`, label: `page of 50 sorted by ${key} ${direction}`, runs: RUNS, path: `?limit=50&${sort}`, kind: 'json', problem: fullPage },
            { name: `history sort ${key} ${direction} deep`, label: `page of 50 sorted by ${key} ${direction}, after trade ${Math.floor(TRADES / 2).toLocaleString('en-US')}`, runs: RUNS, path: `?limit=50&${sort}&after=${deep}`, kind: 'json', problem: fullPage },
          );
        }
      }
      const request = async (figure: Figure) => {
        const cpuBefore = process.cpuUsage();
        const url = figure.graphql ? `${origin}${figure.path}` : `${base}${figure.path}`;
        const answer = await client.get(url, figure.token ?? token, figure.kind, figure.graphql);
        const cpu = process.cpuUsage(cpuBefore);
        const problem = figure.problem(answer);
        if (problem) throw new Error(`${figure.name} on ${db}: ${problem}`);
        return { ms: answer.ms, serverCpuMs: (cpu.user + cpu.system) / 1000 };
      };
      for (const figure of figures) report(db, figure, await timesOf(() => request(figure), figure.runs));
    } finally {
      client.close();
      await new Promise((resolve) => server.close(resolve));
    }
  } finally {
    await orm.close(true);
  }
}

interface Timing {
  ms: number;
  /** CPU time of this process (the server), which a busy machine inflates less than the wall time. */
  serverCpuMs: number;
}

async function timesOf(request: () => Promise<Timing>, runs: number): Promise<Timing[]> {
  await request(); // warm-up: the first request also compiles the code paths and fills the caches
  const times: Timing[] = [];
  for (let run = 0; run < runs; run += 1) times.push(await request());
  return times;
}

function report(db: BenchDb, { name, label, targetMs }: Figure, timings: Timing[]): void {
  const times = timings.map(({ ms }) => ms);
  const [p50, p95] = [percentile(times, 0.5), percentile(times, 0.95)];
  const cpuP50 = percentile(timings.map(({ serverCpuMs }) => serverCpuMs), 0.5);
  const target = targetMs === undefined ? '' : ` ${verdict(p50 < targetMs, `< ${targetMs} ms`)}`;
  console.log(
    `${db}: ${label}: p50 ${Math.round(p50)} ms, p95 ${Math.round(p95)} ms (${times.length} runs, ${Math.round(Math.min(...times))}–${Math.round(Math.max(...times))} ms; server CPU p50 ${Math.round(cpuP50)} ms; load ${loadAverage()})${target}`,
  );
  const size = name === 'history_fills' ? FILLS_PAGE : TRADES;
  benchLine({ name, database: db, db, trades: size, size, p50_ms: Math.round(p50), p95_ms: Math.round(p95), runs: times.length, server_cpu_p50_ms: Math.round(cpuP50) });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
