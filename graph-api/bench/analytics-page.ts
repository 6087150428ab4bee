// The /analytics page's requests (issue 29): each GraphQL query the page sends, as it sends it, over
// HTTP with an API key, for a user with 10 000 trades and for the demo journal with its candles (the
// MAE/MFE scatter measured on them). For each: the first request after a journal change (computed on
// a worker thread), then repeated visits (answered from the figures cache until the journal changes),
// and the page's small queries while its figures are computed (the server's thread stays free); and
// the page under the filter bar's filters (docs/filter-bar.md), first (cold) and cached.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { applyMigrations } from '../src/db/migrations';
import { openOrm } from '../src/db/orm';
import { createLogger } from '../src/logger';
import { REPO_ROOT } from '../src/package-info';
import { User } from '../src/infra/users';
import { buildServices, type Services } from '../src/services';
import { seedTrades } from '../test/support/analytics-seed';
import type { BenchDb } from './bench-databases';
import { benchLine, percentile, timed, verdict } from './bench-measure';

const PAGE_TRADES = Number(process.env.BENCH_PAGE_TRADES ?? 10_000);
const VISITS = 60;
const TARGET_P95_MS = 300;

/** The gql`…` templates of the front end's files, `${FRAGMENT}` interpolations dropped (the fragments are in the files listed). */
function frontEndDocument(...files: string[]): string {
  return files
    .map((file) => readFileSync(path.join(REPO_ROOT, 'mfe-journal/src', file), 'utf8'))
    .flatMap((text) => [...text.matchAll(/gql`([^`]*)`/g)].map(([, template]) => template!.replace(/\$\{[^}]*\}/g, '')))
    .join('\n');
}

const PAGE_QUERY = frontEndDocument('analytics/graphql/AnalyticsBreakdownsQuery.ts', 'analytics/graphql/BreakdownBucketFields.ts', 'analytics/graphql/ExcursionScatterFields.ts');
const BUCKET_QUERY = frontEndDocument('analytics/graphql/BreakdownBucketQuery.ts', 'trades/graphql/TradeFields.ts');
const TAGS_QUERY = frontEndDocument('trades/graphql/JournalTagsQuery.ts');

interface Journal {
  name: 'trades_10k' | 'demo_journal';
  userId: number;
  token: string;
}

async function graphql(url: string, token: string, query: string, variables: Record<string, unknown> = {}): Promise<{ ms: number; data: Record<string, unknown> }> {
  const started = performance.now();
  const response = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  const answer = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  const ms = performance.now() - started;
  if (!response.ok || answer.errors) throw new Error(`GraphQL answered ${response.status}: ${JSON.stringify(answer.errors ?? answer).slice(0, 400)}`);
  return { ms, data: answer.data! };
}

/** What a journal edit tells the figures cache: the next request computes anew. */
const changeJournal = (services: Services, userId: number) => services.figuresCache.invalidate(userId);

const FILTERED_COLD_ROUNDS = 8;
const FILTERED_VISITS = 30;

/**
 * The page under a filter: a period and a symbol, and the trader's tags (any of them). Cold: the
 * first request after a journal change (the filtered figures computed on a worker thread); cached:
 * repeated visits under the same filter, answered from the figures cache.
 */
async function measureFiltered(db: BenchDb, url: string, services: Services, journal: Journal, symbol: string): Promise<void> {
  const tagIds = ((await graphql(url, journal.token, TAGS_QUERY)).data.journalTags as { id: string }[]).map(({ id }) => id).slice(0, 3);
  const filters: { name: string; filter: Record<string, unknown> }[] = [
    { name: 'period_symbol', filter: { period: 'YEAR', symbol } },
    ...(tagIds.length > 0 ? [{ name: 'tags', filter: { tagIds } }] : []),
  ];
  if (tagIds.length === 0) console.log(`${db}: ${journal.name} has no tags: no tag filter measured`);
  for (const { name, filter } of filters) {
    const cold: number[] = [];
    let closedTrades = 0;
    for (let round = 0; round < FILTERED_COLD_ROUNDS; round += 1) {
      changeJournal(services, journal.userId);
      const answer = await graphql(url, journal.token, PAGE_QUERY, { filter });
      closedTrades = (answer.data.analyticsBreakdowns as { closedTrades: number }).closedTrades;
      cold.push(answer.ms);
    }
    console.log(`${db}: ${journal.name} filtered by ${JSON.stringify(filter)}: ${closedTrades.toLocaleString('en-US')} closed trades kept`);
    report(db, journal, `breakdowns_filtered_${name}_cold`, cold, closedTrades);
    const cached: number[] = [];
    for (let visit = 0; visit < FILTERED_VISITS; visit += 1) cached.push((await graphql(url, journal.token, PAGE_QUERY, { filter })).ms);
    report(db, journal, `breakdowns_filtered_${name}_cached`, cached, closedTrades);
  }
}

function report(db: BenchDb, journal: Journal, query: string, samples: number[], closedTrades: number, target = TARGET_P95_MS): void {
  const p50 = percentile(samples, 0.5);
  const p95 = percentile(samples, 0.95);
  console.log(`${db}: /analytics ${query} (${journal.name}, ${closedTrades.toLocaleString('en-US')} closed trades): p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms over ${samples.length} ${verdict(p95 <= target, `p95 <= ${target} ms`)}`);
  benchLine({ name: `analytics_page_${query}`, database: db, journal: journal.name, size: closedTrades, p50_ms: Number(p50.toFixed(2)), p95_ms: Number(p95.toFixed(2)), requests: samples.length });
}

async function measureJournal(db: BenchDb, url: string, services: Services, journal: Journal): Promise<void> {
  const page = await graphql(url, journal.token, PAGE_QUERY);
  const figures = page.data.analyticsBreakdowns as { closedTrades: number; breakdowns: { dimension: string; buckets: { key: string; tradeCount: number }[] }[]; excursions: { points: unknown[] } };
  const closedTrades = figures.closedTrades;
  console.log(`${db}: ${journal.name}: ${closedTrades.toLocaleString('en-US')} closed trades, ${figures.excursions.points.length} scatter points; first visit ${page.ms.toFixed(0)} ms`);
  const symbol = figures.breakdowns.find(({ dimension }) => dimension === 'SYMBOL')!.buckets.find(({ tradeCount }) => tradeCount > 0)!.key;

  // The first visit after each journal change: computed on a worker thread, while the page's tags query is asked beside it.
  const firstVisits: number[] = [];
  const tagsBeside: number[] = [];
  for (let round = 0; round < 4; round += 1) {
    changeJournal(services, journal.userId);
    let computing = true;
    const visit = graphql(url, journal.token, PAGE_QUERY).finally(() => (computing = false));
    while (computing) tagsBeside.push((await graphql(url, journal.token, TAGS_QUERY)).ms);
    firstVisits.push((await visit).ms);
  }
  report(db, journal, 'breakdowns_after_a_change', firstVisits, closedTrades, Number.POSITIVE_INFINITY);
  report(db, journal, 'tags_while_computing', tagsBeside, closedTrades);

  const visits: number[] = [];
  const buckets: number[] = [];
  const tags: number[] = [];
  for (let visit = 0; visit < VISITS; visit += 1) {
    visits.push((await graphql(url, journal.token, PAGE_QUERY)).ms);
    buckets.push((await graphql(url, journal.token, BUCKET_QUERY, { dimension: 'SYMBOL', key: symbol })).ms);
    tags.push((await graphql(url, journal.token, TAGS_QUERY)).ms);
  }
  report(db, journal, 'breakdowns', visits, closedTrades);
  report(db, journal, 'bucket', buckets, closedTrades);
  report(db, journal, 'tags', tags, closedTrades);
  await measureFiltered(db, url, services, journal, symbol);
}

export async function measureAnalyticsPage(db: BenchDb, env: Record<string, string>): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_ITERATIONS: '1', STATIC_ROOT: path.join(env.DATA_DIR!, 'none'), ...env });
  const logger = createLogger('silent');
  const orm: MikroORM = await openOrm(config.database);
  const services = await buildServices({ config, logger });
  try {
    await applyMigrations(orm);
    const app = await createApp({ config, orm, logger, services });
    const em = orm.em.fork();
    const user = em.create(User, { username: 'analytics page', email: 'analytics-page@example.test' });
    await em.flush();
    const seeding = await timed(() => seedTrades(orm.em.fork(), user.id, PAGE_TRADES, 29));
    const demo = await timed(() => services.demo.ready(orm.em.fork()));
    console.log(`${db}: seeded ${PAGE_TRADES.toLocaleString('en-US')} trades in ${seeding.seconds.toFixed(1)} s; demo journal generated in ${demo.seconds.toFixed(1)} s`);
    const journals: Journal[] = [
      { name: 'trades_10k', userId: user.id, token: (await services.apiKeys.create(orm.em.fork(), user.id, 'bench')).token },
      { name: 'demo_journal', userId: demo.value.userId, token: (await services.apiKeys.create(orm.em.fork(), demo.value.userId, 'bench')).token },
    ];
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
      for (const journal of journals) await measureJournal(db, url, services, journal);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  } finally {
    await services.insights.close();
    await services.heavyWork.close();
    await orm.close(true);
  }
}
