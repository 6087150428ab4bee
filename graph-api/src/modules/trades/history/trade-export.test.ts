import Big from 'big.js';
import Papa from 'papaparse';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Browser, signedUpBrowser } from '../../../../test/support/accounts';
import { describeEachDatabase } from '../../../../test/support/databases';
import type { DasFill } from '../../../../test/support/das-csv';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { importDasDay } from '../../../../test/support/trade-history';
import { User } from '../../../infra/users/user.entity';
import { AccountInstrument } from '../account-instrument.entity';
import { Trade } from '../trade.entity';
import { tradeFields } from '../trade-fields';
import { tradeExportCsv } from './trade-export';
import { NO_FILTER, type TradeHistoryFilter, tradeHistoryFilterOf } from './trade-history-filter';
import { CSV_HEADER, csvRows } from './trades-csv';

/** 23 round trips over 3 symbols, long and short, some sharing an entry second, and one left open. */
function day(): DasFill[] {
  const fills: DasFill[] = [];
  for (let index = 0; index < 23; index += 1) {
    const at = (offset: number) => new Date((9 * 3600 + 1800 + Math.floor(index / 3) * 5 + offset) * 1000).toISOString().slice(11, 19);
    const symbol = `EXP${index % 3}`;
    const short = index % 4 === 0;
    const exit = (20 + ((index * 37) % 11) / 100 - 0.05).toFixed(2);
    fills.push({ time: at(0), symbol, side: short ? 'SS' : 'B', price: '20.00', qty: 10 + index }, { time: at(2), symbol, side: short ? 'B' : 'S', price: exit, qty: 10 + index });
  }
  fills.push({ time: '15:00:00', symbol: 'OPEN1', side: 'B', price: '5.5', qty: 3 });
  return fills;
}

describeEachDatabase('trade history CSV export: plain rows in keyset chunks, as the entities answer', (database) => {
  let testApp: TestApp;
  let trader: Browser;
  let userId: number;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
    const signedUp = await signedUpBrowser(testApp, 'export');
    trader = signedUp.browser;
    userId = signedUp.user.id;
    await importDasDay(trader, '2026-03-02', day());
    const { trades, journalTags } = testApp.services;
    const em = () => testApp.orm.em.fork();
    const setup = await journalTags.findOrCreate(em(), userId, 'setup', '=Gap, "and" go');
    const other = await journalTags.findOrCreate(em(), userId, 'setup', 'breakout');
    const mistake = await journalTags.findOrCreate(em(), userId, 'mistake', 'Chased');
    const listed = (await trades.page(em(), userId, NO_FILTER, { first: 1000, after: null })).trades;
    for (const [index, { trade }] of listed.entries()) {
      if (index % 3 !== 0) continue;
      const nth = index / 3;
      const stopPrice = trade.status === 'closed' && nth % 2 === 0 ? (trade.direction === 'LONG' ? '19.5' : '20.75') : null;
      await trades.updateJournal(em(), userId, trade.id, { notes: nth % 2 ? `-risky, "line"\nsecond ${index}` : `plain ${index}`, tagIds: [mistake.id, setup.id, other.id].slice(0, 1 + (nth % 3)), stopPrice });
    }
  });
  afterAll(() => testApp.close());

  /** What the history's pages answer, as entities with their journal, written as CSV. */
  async function csvOfPages(filter: TradeHistoryFilter): Promise<{ csv: string; count: number }> {
    const page = await testApp.services.trades.page(testApp.orm.em.fork(), userId, filter, { first: 1000, after: null });
    return { csv: CSV_HEADER + csvRows(page.trades.map(({ trade, journal }) => tradeFields(trade, journal))), count: page.trades.length };
  }

  async function exported(filter: TradeHistoryFilter, chunkSize: number): Promise<{ text: string; chunks: number }> {
    const em = testApp.orm.em.fork();
    let text = '';
    let chunks = 0;
    for await (const chunk of tradeExportCsv(em, await testApp.services.trades.scopeOf(em, userId, filter), chunkSize)) {
      text += chunk;
      chunks += 1;
    }
    return { text, chunks };
  }

  it('writes byte for byte what the entities and their journal answer, across chunk boundaries and for each filter', async () => {
    for (const input of [{}, { filter: 'losers' }, { filter: 'short' }, { search: 'second' }, { search: 'gap, "and' }, { filter: 'winners', search: 'exp1' }]) {
      const filter = tradeHistoryFilterOf(input);
      const expected = await csvOfPages(filter);
      expect(expected.count, JSON.stringify(input)).toBeGreaterThan(1);
      for (const chunkSize of [1, 4, 7, 1000]) {
        const { text, chunks } = await exported(filter, chunkSize);
        expect(text, `${JSON.stringify(input)} in chunks of ${chunkSize}`).toBe(expected.csv);
        expect(chunks).toBe(Math.ceil(expected.count / chunkSize));
      }
    }
    const all = (await csvOfPages(NO_FILTER)).csv;
    // The journal is in it: notes escaped, tags by kind then name, the stop, its risk and R.
    expect(all).toContain(`"'-risky, ""line""\nsecond `);
    expect(all).toMatch(/,"'=Gap, ""and"" go; breakout",Chased,/);
    expect(all).toMatch(/,19\.5,[\d.]+,-?[\d.]+,/);
    expect(all).toContain(',OPEN1,LONG,open,3,');
    expect((await trader.get('/api/trades/export.csv').expect(200)).text).toBe(all);
  });

  it('answers the header alone when no trade matches', async () => {
    expect(await exported(tradeHistoryFilterOf({ search: 'no such trade' }), 4)).toEqual({ text: CSV_HEADER, chunks: 1 });
    expect((await trader.get('/api/trades/export.csv?search=zzz').expect(200)).text).toBe(CSV_HEADER);
  });

  async function traderWithNetPnls(netPnls: readonly string[]): Promise<number> {
    const { user } = await signedUpBrowser(testApp, 'sums');
    const em = testApp.orm.em.fork();
    const instrument = em.create(AccountInstrument, { user: em.getReference(User, user.id), platform: 'das_trader', accountId: 'S1', symbol: 'SUM', assetClass: 'stock', multiplier: '1' });
    const at = Date.parse('2026-03-02T14:30:00Z');
    netPnls.forEach((netPnl, index) =>
      em.create(Trade, {
        user: em.getReference(User, user.id),
        accountInstrument: instrument,
        tradeKey: `k${index}`,
        direction: 'LONG',
        quantity: '1',
        closedQuantity: '1',
        entryPrice: '1',
        exitPrice: '1',
        entryTime: new Date(at + index * 1000),
        exitTime: new Date(at + index * 1000 + 500),
        status: 'closed',
        grossPnl: netPnl,
        commission: '0',
        fees: '0',
        netPnl,
        executionCount: 2,
      }),
    );
    await em.flush();
    return user.id;
  }

  it('sums net P&L exactly to the micro-dollar where binary floats drift', async () => {
    const netPnls = [...Array<string>(1000).fill('0.1'), '12345678901.234567', '-12345678901.234566', '0.000003', '-0.7', '-1000.000001', '0.2'];
    const floatSum = netPnls.reduce((sum, value) => sum + Number(value), 0);
    const exact = netPnls.reduce((sum, value) => sum.plus(value), new Big(0)).toString();
    expect(exact).toBe('-900.499997');
    expect(String(floatSum)).not.toBe(exact);
    const sumsUser = await traderWithNetPnls(netPnls);
    const summary = await testApp.services.trades.summary(testApp.orm.em.fork(), sumsUser, NO_FILTER);
    expect(summary).toMatchObject({ closedTradeCount: 1006, winners: 1003, losers: 3, netPnl: exact });
    const losers = await testApp.services.trades.summary(testApp.orm.em.fork(), sumsUser, tradeHistoryFilterOf({ filter: 'losers' }));
    expect(losers.netPnl).toBe('-12345679901.934567');
  });

  it('names an option and a future readably, with the underlying and the exchange code, beside the stored symbol', async () => {
    const { browser, user } = await signedUpBrowser(testApp, 'contracts');
    const em = testApp.orm.em.fork();
    const owner = em.getReference(User, user.id);
    const option = em.create(AccountInstrument, { user: owner, platform: 'webull', accountId: 'W1', symbol: 'SPXW 260309C6970', assetClass: 'option', multiplier: '100', underlying: 'SPXW', expiry: '2026-03-09', strike: '6970', optionRight: 'C' });
    const future = em.create(AccountInstrument, { user: owner, platform: 'tradovate', accountId: 'T1', symbol: 'ESH2026', assetClass: 'future', multiplier: '50' });
    [option, future].forEach((accountInstrument, index) =>
      em.create(Trade, {
        user: owner,
        accountInstrument,
        tradeKey: `c${index}`,
        direction: 'LONG',
        quantity: '1',
        closedQuantity: '1',
        entryPrice: '10',
        exitPrice: '11',
        entryTime: new Date(Date.parse('2026-03-02T14:30:00Z') + index * 60_000),
        exitTime: new Date(Date.parse('2026-03-02T14:31:00Z') + index * 60_000),
        status: 'closed',
        grossPnl: '1',
        commission: '0',
        fees: '0',
        netPnl: '1',
        executionCount: 2,
      }),
    );
    await em.flush();
    const rows = Papa.parse<Record<string, string>>((await browser.get('/api/trades/export.csv').expect(200)).text, { header: true, skipEmptyLines: true }).data;
    const columns = ({ symbol, instrument, underlying, exchange_code }: Record<string, string>) => ({ symbol, instrument, underlying, exchange_code });
    expect(rows.map(columns).sort((a, b) => a.symbol!.localeCompare(b.symbol!))).toEqual([
      { symbol: 'ESH2026', instrument: 'ES Mar 26', underlying: 'ES', exchange_code: 'ESH26' },
      { symbol: 'SPXW 260309C6970', instrument: 'SPXW 9 Mar 26 6970 C', underlying: 'SPXW', exchange_code: 'SPXW  260309C06970000' },
    ]);
  });

  it('sums exactly past 64-bit integers of micro-dollars (SQLite adds those in JavaScript)', async () => {
    const sumsUser = await traderWithNetPnls(Array<string>(12).fill('999999999999999999.999999'));
    const summary = await testApp.services.trades.summary(testApp.orm.em.fork(), sumsUser, NO_FILTER);
    expect(summary.netPnl).toBe('11999999999999999999.999988');
  });
});
