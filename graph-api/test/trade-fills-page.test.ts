import { fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Server } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Browser, signedUpBrowser } from './support/accounts';
import { describeEachDatabase } from './support/databases';
import { startTestApp, type TestApp } from './support/test-app';
import { applyMigrations, revertMigrations } from '../src/db/migrations';
import { runSql, selectRows } from '../src/db/raw-sql';
import { backfillTradeFills } from '../src/modules/imports/storage/trade-fill-backfill';
import { FILL_FIELDS, type ListedFill } from './support/trade-history';

const LINES = 1000;

/**
 * A DAS Trades window export (with its ECN fee column) of `LINES` fills of one symbol, each but the
 * first flipping the position: buy 1, then sell 2, buy 2, sell 2… So every trade after the first
 * opens with the rest of a flip and closes with half of the next fill: 1000 trades, the last open.
 * Prices run 10.00, 10.01, … 10.06 and round again; each fill's fee is 0.01 per share.
 */
function flippingFillsCsv(): string {
  const header = 'Time,Symbol,Side,Price,Qty,Route,Broker,Account,Type,Cloid,ECN Fee,P / L,';
  const rows = Array.from({ length: LINES }, (_, index) => {
    const seconds = 9 * 3600 + 30 * 60 + index;
    const time = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60].map((part) => String(part).padStart(2, '0')).join(':');
    const quantity = index === 0 ? 1 : 2;
    const side = index % 2 === 0 ? 'B' : 'SS';
    return `${time},FLIP,${side},${priceAt(index)},${quantity},SMRT,,TRIB1001,Margin,AUTO,${(quantity / 100).toFixed(2)},0.00,`;
  });
  return [header, ...rows].join('\r\n') + '\r\n';
}

const priceAt = (index: number) => (10 + (index % 7) / 100).toFixed(2);

interface PagedTrade {
  id: string;
  side: string;
  status: string;
  entryTime: string;
  quantity: string;
  fees: string;
  grossPnl: string;
  fills: ListedFill[];
}

const HISTORY_WITH_FILLS = `query ($first: Int!, $after: String) { tradeHistory(first: $first, after: $after) { hasNextPage endCursor trades { id side status entryTime quantity fees grossPnl ${FILL_FIELDS} } } }`;
/**
 * The query cost limit counts each trade's fills as 20 (docs/security.md): a page of 1000 trades with
 * their fills is refused, so the 1000 are read as the history pages them, 125 at a time.
 */
const PAGE_SIZE = 125;

/*
 * Matching each trade's group again per request took 15.6 s (MariaDB) and 21.7 s (SQLite) on an idle
 * machine, and the health checks sent meanwhile waited as long (or failed). Read from trade_fills the
 * page takes 150 to 450 ms of the server's CPU. The bounds hold on a CI machine running other suites
 * beside this one: its CPU time (which others' load inflates little) under 2 s, and wall times
 * generous (2 cores at a load of 10 to 14 made the page 1 to 4 s, the health checks' p95 up to 2 s).
 */
const PAGE_CPU_BOUND_MS = 2000;
const PAGE_BOUND_MS = 8000;
const HEALTH_P95_BOUND_MS = 3000;

const percentile = (values: readonly number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(share * values.length) - 1)]!;

interface HealthCheck {
  ms: number;
  /** The answer's status, or why there was none. */
  status: number | string;
}

/** Health checks sent every `everyMs` from another process (health-prober.cjs) until stop() answers them. */
async function startHealthProber(url: string, everyMs: number): Promise<{ stop(): Promise<HealthCheck[]> }> {
  const child = fork(path.join(__dirname, 'support', 'health-prober.cjs'));
  const next = <T>() => new Promise<T>((resolve) => child.once('message', (message) => resolve(message as T)));
  const started = next<'started'>();
  child.send({ url, everyMs });
  await started;
  return {
    async stop() {
      const answered = next<HealthCheck[]>();
      child.send('stop');
      const checks = await answered;
      child.kill();
      return checks;
    },
  };
}

describeEachDatabase('the fills of a page of 1000 trades, each opened by a flip', (database) => {
  let testApp: TestApp;
  let trader: Browser;
  let server: Server;
  let healthUrl: string;
  const history = async () => {
    const trades: PagedTrade[] = [];
    let after: string | null = null;
    let hasNextPage = true;
    while (hasNextPage) {
      const answer = await trader.graphql(HISTORY_WITH_FILLS, { first: PAGE_SIZE, after });
      expect(answer.errors).toBeUndefined();
      const page = answer.data!.tradeHistory as { hasNextPage: boolean; endCursor: string | null; trades: PagedTrade[] };
      trades.push(...page.trades);
      ({ hasNextPage } = page);
      after = page.endCursor;
    }
    // Oldest first, as the fills were written.
    return { hasNextPage, trades: trades.sort((a, b) => a.entryTime.localeCompare(b.entryTime)) };
  };

  beforeAll(async () => {
    testApp = await startTestApp(database.env);
    trader = (await signedUpBrowser(testApp, 'flips')).browser;
    await trader
      .post('/api/csv-upload-v2')
      .attach('file', Buffer.from(flippingFillsCsv()), '2026-03-02.csv')
      .field('platform', 'das_trader')
      .field('tradeDate', '2026-03-02')
      .field('timeZone', 'UTC')
      .expect(200);
    server = testApp.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    healthUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/health`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await testApp.close();
  });

  it('refuses the 1000 trades with their fills in one request, by the query cost limit', async () => {
    const answer = await trader.graphql(HISTORY_WITH_FILLS, { first: LINES });
    expect(answer.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY');
  });

  it('answers the pages with every trade and its fills within the bound, and /api/health stays quick meanwhile', async () => {
    // Warmed first (the app's first answers compile their code paths), with a page of one trade.
    expect((await trader.graphql(HISTORY_WITH_FILLS, { first: 1 })).errors).toBeUndefined();
    // The insights the import set off run on worker threads of this process: not counted in the page's CPU.
    await testApp.services.insights.idle();
    // A health check every 25 ms while the page is worked out, each timed from send to answer.
    const prober = await startHealthProber(healthUrl, 25);
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const page = await history();
    const pageMs = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    // The server's CPU, with the test's own client (in this process).
    const pageCpuMs = (cpu.user + cpu.system) / 1000;
    const checks = await prober.stop();
    const healthMs = checks.map(({ ms }) => ms);
    console.log(`${database.kind}: pages of ${LINES} trades with fills in ${Math.round(pageMs)} ms (CPU ${Math.round(pageCpuMs)} ms); ${healthMs.length} health checks meanwhile, p95 ${Math.round(percentile(healthMs, 0.95))} ms`);
    expect(page.trades).toHaveLength(LINES);
    expect(page.hasNextPage).toBe(false);
    expect(pageCpuMs).toBeLessThan(PAGE_CPU_BOUND_MS);
    expect(pageMs).toBeLessThan(PAGE_BOUND_MS);
    expect(healthMs.length).toBeGreaterThan(0);
    // Before, the checks sent meanwhile waited for the database behind the page's queries: 503, or the connection reset.
    expect(checks.filter(({ status }) => status !== 200)).toEqual([]);
    expect(percentile(healthMs, 0.95)).toBeLessThan(HEALTH_P95_BOUND_MS);
  }, 120_000);

  it('gives each trade the fills it was matched from: the first whole, the rest opened by half a flip', async () => {
    const { trades } = await history();
    const at = (second: number) => `2026-03-02T09:30:${String(second).padStart(2, '0')}.000Z`;
    // Long 1 @ 10.00 (its own fill, fee 0.01), out with 1 of the 2 sold @ 10.01 (half its 0.02 fee).
    expect(trades[0]).toMatchObject({ side: 'LONG', status: 'closed', quantity: '1', grossPnl: '0.01', fees: '0.02' });
    expect(trades[0]!.fills).toEqual([
      { executedAt: at(0), side: 'BUY', role: 'entry', quantity: '1', price: '10', commission: '0', fees: '0.01' },
      { executedAt: at(1), side: 'SELL', role: 'exit', quantity: '1', price: '10.01', commission: '0', fees: '0.01' },
    ]);
    // The rest of that sale opens a short of 1 @ 10.01, covered by 1 of the 2 bought @ 10.02.
    expect(trades[1]).toMatchObject({ side: 'SHORT', status: 'closed', quantity: '1', grossPnl: '-0.01', fees: '0.02' });
    expect(trades[1]!.fills).toEqual([
      { executedAt: at(1), side: 'SELL', role: 'entry', quantity: '1', price: '10.01', commission: '0', fees: '0.01' },
      { executedAt: at(2), side: 'BUY', role: 'exit', quantity: '1', price: '10.02', commission: '0', fees: '0.01' },
    ]);
    // Fills 6 (buy @ 10.06) and 7 (sell @ 10.00, the prices' round starting again): a long that lost 0.06.
    expect(trades[6]).toMatchObject({ side: 'LONG', grossPnl: '-0.06' });
    expect(trades[6]!.fills.map(({ side, role, quantity, price, fees }) => [side, role, quantity, price, fees])).toEqual([
      ['BUY', 'entry', '1', '10.06', '0.01'],
      ['SELL', 'exit', '1', '10', '0.01'],
    ]);
    // The last fill's rest stays open: one entry fill, no exit.
    expect(trades.at(-1)).toMatchObject({ side: 'SHORT', status: 'open', quantity: '1' });
    expect(trades.at(-1)!.fills).toEqual([{ executedAt: '2026-03-02T09:46:39.000Z', side: 'SELL', role: 'entry', quantity: '1', price: String(Number(priceAt(LINES - 1))), commission: '0', fees: '0.01' }]);
    // Every closed trade: an entry of 1 and an exit of 1, a second apart.
    for (const trade of trades.slice(0, -1)) {
      expect(trade.fills.map(({ role, quantity }) => [role, quantity])).toEqual([
        ['entry', '1'],
        ['exit', '1'],
      ]);
    }
  });

  it('backfills the fills of trades imported before imports stored them, as the import stores them', async () => {
    const before = await history();
    await runSql(testApp.orm.em.fork(), 'delete from trade_fills');
    // Without stored fills (the trades of an older version) the trades list none…
    expect((await history()).trades.every(({ fills }) => fills.length === 0)).toBe(true);
    // …until the migration's backfill matches each group once more.
    await backfillTradeFills(testApp.orm.em.fork());
    expect(await history()).toEqual(before);
    // A second run (a migration run again after stopping part way) finds nothing left to do.
    await backfillTradeFills(testApp.orm.em.fork());
    expect(await history()).toEqual(before);
  });

  it('gives the trades of a database migrated from before trade_fills their fills, through the migrations', async () => {
    const before = await history();
    // The migrations after trade_fills first (they touch no trade), back to before it: however many came after it.
    const reverted: string[] = [];
    while (!reverted.at(-1)?.endsWith('_trade_fills')) reverted.push(...(await revertMigrations(testApp.orm)));
    expect(reverted.at(-2)).toMatch(/_trade_fills_backfill$/);
    await expect(selectRows(testApp.orm.em.fork(), 'select count(*) as n from trade_fills', [])).rejects.toThrow();
    expect(await applyMigrations(testApp.orm)).toEqual([...reverted].reverse());
    expect(await history()).toEqual(before);
  });
});
