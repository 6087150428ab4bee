import Big from 'big.js';
import Papa from 'papaparse';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Browser, signedUpBrowser } from '../../../test/support/accounts';
import { describeEachDatabase } from '../../../test/support/databases';
import type { DasFill } from '../../../test/support/das-csv';
import { seededRandom } from '../../../test/support/seeded-random';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import { importDasDay, listedTrades } from '../../../test/support/trade-history';


/** 150 round trips of 8 symbols, long and short, won and lost by random cents; some share an entry second. */
function generatedDay(): DasFill[] {
  const next = seededRandom(16);
  const fills: DasFill[] = [];
  for (let index = 0; index < 150; index += 1) {
    const symbol = `GEN${index % 8}`;
    const second = 9 * 3600 + 30 * 60 + Math.floor(index / 2) * 3;
    const at = (offset: number) => new Date((second + offset) * 1000).toISOString().slice(11, 19);
    const entry = (20 + Math.floor(next() * 2000) / 100).toFixed(2);
    const exit = new Big(entry).plus(Math.floor(next() * 101 - 50) / 100).toFixed(2);
    const qty = 1 + Math.floor(next() * 300);
    const short = next() < 0.3;
    fills.push({ time: at(0), symbol, side: short ? 'SS' : 'B', price: entry, qty }, { time: at(1), symbol, side: short ? 'B' : 'S', price: exit, qty });
  }
  return fills;
}

interface PageAnswer {
  trades: Array<{ id: string; entryTime: string; pnl: string; status: string }>;
  endCursor: string | null;
  hasNextPage: boolean;
}

describeEachDatabase('trade history: cursor pages, totals and the CSV export agree', (database) => {
  let testApp: TestApp;
  let trader: Browser;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
    trader = (await signedUpBrowser(testApp, 'paging')).browser;
    await importDasDay(trader, '2026-03-02', generatedDay());
  });
  afterAll(() => testApp.close());

  async function everyPage(filter: Record<string, unknown>, first: number): Promise<PageAnswer['trades']> {
    const seen: PageAnswer['trades'] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 500; pages += 1) {
      const answer = await trader.graphql(
        'query ($filter: TradeHistoryFilterInput, $first: Int!, $after: String) { tradeHistory(filter: $filter, first: $first, after: $after) { trades { id entryTime pnl status } endCursor hasNextPage } }',
        { filter, first, after },
      );
      const page = answer.data!.tradeHistory as PageAnswer;
      seen.push(...page.trades);
      if (!page.hasNextPage) return seen;
      after = page.endCursor;
    }
    throw new Error('more than 500 pages');
  }

  const exportOf = async (query: string) => {
    const response = await trader.get(`/api/trades/export.csv?${query}`).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=trades-\d{4}-\d{2}-\d{2}\.csv$/);
    return Papa.parse<Record<string, string>>(response.text, { header: true, skipEmptyLines: true }).data;
  };
  const closedSum = (rows: Array<Record<string, string | undefined>>) =>
    rows.filter(({ status }) => status === 'closed').reduce((sum, row) => sum.plus(row.pnl ?? row.net_pnl!), new Big(0)).toString();

  it('walks every trade once across pages, newest entry first then by id, whatever the page size', async () => {
    const all = await listedTrades(trader);
    expect(all).toHaveLength(150);
    for (const first of [1, 7, 50, 150]) {
      const paged = await everyPage({}, first);
      expect(paged.map(({ id }) => id), `pages of ${first}`).toEqual(all.map(({ id }) => id));
    }
    const order = all.map(({ entryTime, id }) => [Date.parse(entryTime), Number(id)] as const);
    for (let index = 1; index < order.length; index += 1) {
      const [time, id] = order[index]!;
      const [previousTime, previousId] = order[index - 1]!;
      expect(time < previousTime || (time === previousTime && id < previousId)).toBe(true);
    }
    // A variable: graphql-armor's cost rule multiplies a literal `first` into the query's cost.
    const refused = await trader.graphql('query ($first: Int!) { tradeHistory(first: $first) { hasNextPage } }', { first: 1001 });
    expect(refused.errors?.[0]?.message).toBe('limit must be a whole number from 1 to 1000.');
  });

  it('keeps a cursor valid when trades are added before the next page', async () => {
    const first = (await trader.graphql('{ tradeHistory(first: 20) { trades { id } endCursor } }')).data!.tradeHistory as { trades: Array<{ id: string }>; endCursor: string };
    const other = (await signedUpBrowser(testApp, 'paging_other')).browser;
    await importDasDay(other, '2026-03-02', generatedDay().slice(0, 4));
    const second = (await trader.graphql(`{ tradeHistory(first: 20, after: "${first.endCursor}") { trades { id } } }`)).data!.tradeHistory as { trades: Array<{ id: string }> };
    const all = (await listedTrades(trader)).map(({ id }) => id);
    expect(second.trades.map(({ id }) => id)).toEqual(all.slice(20, 40));
  });

  it('sums to the same net P&L in the pages, the summary and the export, for every filter', async () => {
    for (const [filter, query] of [
      [{}, ''],
      [{ filter: 'WINNERS' }, 'filter=winners'],
      [{ filter: 'LOSERS' }, 'filter=losers'],
      [{ filter: 'SHORT', search: 'gen3' }, 'filter=short&search=gen3'],
      [{ from: '2026-03-02', to: '2026-03-02' }, 'from=2026-03-02&to=2026-03-02'],
    ] as const) {
      const pages = await everyPage(filter, 13);
      const summary = (await trader.get(`/api/trades/summary?${query}`).expect(200)).body as { tradeCount: number; netPnl: string };
      const exported = await exportOf(query);
      expect(exported.map(({ id }) => id), query).toEqual(pages.map(({ id }) => id));
      expect(summary.tradeCount, query).toBe(pages.length);
      expect(closedSum(pages as unknown as Array<Record<string, string>>), query).toBe(summary.netPnl);
      expect(closedSum(exported), query).toBe(summary.netPnl);
      expect(pages.length, query).toBeGreaterThan(0);
    }
  });

  it('finds trades by their notes and tag names, filters by tag, and exports notes and tags with formulas escaped', async () => {
    const [first, second, third] = await listedTrades(trader);
    const tag = async (kind: string, name: string) =>
      ((await trader.graphql(`mutation { createJournalTag(kind: ${kind}, name: ${JSON.stringify(name)}) { id } }`)).data!.createJournalTag as { id: string }).id;
    const setup = await tag('SETUP', '@Gap and go');
    const mistake = await tag('MISTAKE', 'Sized up after a loss');
    const journal = (id: string, input: string) => trader.graphql(`mutation { updateTradeJournal(tradeId: "${id}", input: ${input}) { id } }`);
    await journal(first!.id, `{ notes: "=HYPERLINK(\\"http://evil.example\\",\\"Clean BREAKOUT\\")", tagIds: ["${setup}"] }`);
    await journal(second!.id, `{ notes: "-2+3 felt wrong, exited", tagIds: ["${mistake}", "${setup}"] }`);
    await journal(third!.id, `{ notes: "\\tTabbed, \\"quoted\\"\\nsecond line" }`);

    expect((await listedTrades(trader, 'search=breakout')).map(({ id }) => id)).toEqual([first!.id]);
    expect((await listedTrades(trader, 'search=SIZED UP')).map(({ id }) => id)).toEqual([second!.id]);
    expect((await listedTrades(trader, 'search=gap and')).map(({ id }) => id)).toEqual([first!.id, second!.id]);
    expect((await listedTrades(trader, `tagIds=${mistake}`)).map(({ id }) => id)).toEqual([second!.id]);
    expect((await listedTrades(trader, `tagIds=${mistake},${setup}`)).map(({ id }) => id)).toEqual([first!.id, second!.id]);

    const csv = (await trader.get('/api/trades/export.csv').expect(200)).text;
    const rows = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
    const row = (id: string) => rows.find((candidate) => candidate.id === id)!;
    expect(row(first!.id)).toMatchObject({ notes: `'=HYPERLINK("http://evil.example","Clean BREAKOUT")`, setups: `'@Gap and go`, mistakes: '' });
    expect(row(second!.id)).toMatchObject({ notes: "'-2+3 felt wrong, exited", setups: `'@Gap and go`, mistakes: 'Sized up after a loss' });
    expect(row(third!.id)).toMatchObject({ notes: `'\tTabbed, "quoted"\nsecond line` });
    // Numbers stay numbers, negative ones too.
    expect(rows.some(({ net_pnl }) => net_pnl!.startsWith('-'))).toBe(true);
    expect(rows.every(({ net_pnl }) => /^-?\d+(\.\d+)?$/.test(net_pnl!))).toBe(true);
  });
});
