import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Browser, signedUpBrowser } from '../../../../test/support/accounts';
import { type DasFill, dasTradesCsv } from '../../../../test/support/das-csv';
import { describeEachDatabase } from '../../../../test/support/databases';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { listedTrades } from '../../../../test/support/trade-history';

/** Day 1: an AAPL round trip (+50), MSFT bought and left open, BOOM bought and left open. */
const DAY_ONE: DasFill[] = [
  { time: '14:30:00', symbol: 'AAPL', side: 'B', price: '190', qty: 100 },
  { time: '14:40:00', symbol: 'AAPL', side: 'S', price: '190.50', qty: 100 },
  { time: '14:50:00', symbol: 'MSFT', side: 'B', price: '400', qty: 10 },
  { time: '15:00:00', symbol: 'BOOM', side: 'B', price: '5', qty: 100 },
];
/** Day 2: a TSLA round trip (-20), the MSFT sold (+30 with day 1's buy), more BOOM bought. */
const DAY_TWO: DasFill[] = [
  { time: '14:30:00', symbol: 'TSLA', side: 'B', price: '250', qty: 10 },
  { time: '14:35:00', symbol: 'TSLA', side: 'S', price: '248', qty: 10 },
  { time: '14:45:00', symbol: 'MSFT', side: 'S', price: '403', qty: 10 },
  { time: '15:00:00', symbol: 'BOOM', side: 'B', price: '6', qty: 100 },
];

const PLAN = `query Plan($id: ID!) { importUndoPlan(importId: $id) {
  import { id status } canUndo fillsAdded tradesAdded laterFillsAffected notes
  positions { accountId symbol fillsRemoved fillsRemaining tradesBefore tradesAfter openBefore openAfter netPnlBefore netPnlAfter }
} }`;
const UNDO = 'mutation Undo($id: ID!) { undoImport(importId: $id) { import { id status } fillsAdded tradesAdded } }';
const RECENT = '{ recentImports(limit: 10) { id status fileName executionsCount } }';
const TOTALS = '{ dashboard { performanceStats { totalPnl totalTrades openTrades } } }';

interface Recent {
  id: string;
  status: string;
  fileName: string;
}

describeEachDatabase('Undoing an import', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
  });
  afterAll(() => testApp.close());

  const importDay = (browser: Browser, date: string, fills: DasFill[]) =>
    browser.post('/api/csv-upload-v2').attach('file', Buffer.from(dasTradesCsv(fills)), `${date}.csv`).field('platform', 'das_trader').field('tradeDate', date).field('timeZone', 'UTC').expect(200);
  const recent = async (browser: Browser) => (await browser.graphql(RECENT)).data!.recentImports as Recent[];
  const importIdOf = async (browser: Browser, fileName: string) => (await recent(browser)).find((record) => record.fileName === fileName)!.id;
  const tradeShapes = async (browser: Browser) => (await listedTrades(browser)).map(({ symbol, side, status, pnl }) => `${symbol} ${side} ${status} ${pnl}`).sort();
  const totals = async (browser: Browser) => (await browser.graphql(TOTALS)).data!.dashboard as { performanceStats: Record<string, unknown> };

  /** A trader with both days imported: their two import ids. */
  const twoDays = async (name: string) => {
    const { browser } = await signedUpBrowser(testApp, name);
    await importDay(browser, '2026-07-13', DAY_ONE);
    await importDay(browser, '2026-07-14', DAY_TWO);
    return { browser, first: await importIdOf(browser, '2026-07-13.csv'), second: await importIdOf(browser, '2026-07-14.csv') };
  };

  it('says first what it will remove and rebuild, a later close of a position it opened included; changes nothing by saying it', async () => {
    const { browser, first } = await twoDays('undoplan');
    const before = await tradeShapes(browser);
    const plan = (await browser.graphql(PLAN, { id: first })).data!.importUndoPlan as { positions: unknown[]; notes: string[] };
    expect(plan).toMatchObject({ import: { id: first, status: 'COMPLETED' }, canUndo: true, fillsAdded: 4, tradesAdded: 3, laterFillsAffected: 2 });
    expect(plan.positions).toEqual([
      { accountId: 'TRIB1001', symbol: 'AAPL', fillsRemoved: 2, fillsRemaining: 0, tradesBefore: 1, tradesAfter: 0, openBefore: 0, openAfter: 0, netPnlBefore: '50', netPnlAfter: '0' },
      { accountId: 'TRIB1001', symbol: 'BOOM', fillsRemoved: 1, fillsRemaining: 1, tradesBefore: 1, tradesAfter: 1, openBefore: 1, openAfter: 1, netPnlBefore: '0', netPnlAfter: '0' },
      { accountId: 'TRIB1001', symbol: 'MSFT', fillsRemoved: 1, fillsRemaining: 1, tradesBefore: 1, tradesAfter: 0, openBefore: 0, openAfter: 0, netPnlBefore: '30', netPnlAfter: '0' },
    ]);
    expect(plan.notes).toEqual([
      'Removes the 4 fills this import added and rebuilds 3 positions from the fills that remain.',
      "2 fills of later imports share trades with this import's fills (BOOM, MSFT): they stay, and are matched again without this import's fills.",
      'MSFT: a later sale of 10 will close nothing in your journal and stays out of your P&L until the opening fills are imported again.',
    ]);
    // The REST answer says the same.
    const rest = (await browser.get(`/api/imports/${first}/undo`).expect(200)).body;
    expect(rest).toMatchObject({ importId: first, status: 'completed', canUndo: true, fillsAdded: 4, notes: plan.notes });
    expect(await tradeShapes(browser)).toEqual(before);
  });

  it('removes only its own fills, rebuilds the positions from the rest, and the dashboard follows; the other import is untouched', async () => {
    const { browser, first, second } = await twoDays('undoone');
    expect(await tradeShapes(browser)).toEqual(['AAPL LONG closed 50', 'BOOM LONG open 0', 'MSFT LONG closed 30', 'TSLA LONG closed -20']);
    expect((await totals(browser)).performanceStats).toMatchObject({ totalPnl: '60' });

    const undone = (await browser.graphql(UNDO, { id: first })).data!.undoImport;
    expect(undone).toMatchObject({ import: { id: first, status: 'UNDONE' }, fillsAdded: 4, tradesAdded: 3 });
    // The MSFT sale of day 2 stays, out of the P&L: its buy went with day 1.
    expect(await tradeShapes(browser)).toEqual(['BOOM LONG open 0', 'TSLA LONG closed -20']);
    expect((await totals(browser)).performanceStats).toMatchObject({ totalPnl: '-20' });
    expect(await recent(browser)).toEqual([
      { id: second, status: 'COMPLETED', fileName: '2026-07-14.csv', executionsCount: 4 },
      { id: first, status: 'UNDONE', fileName: '2026-07-13.csv', executionsCount: 4 },
    ]);
    const [boom] = (await listedTrades(browser)).filter(({ symbol }) => symbol === 'BOOM');
    const fills = ((await browser.graphql(`{ trade(id: "${boom!.id}") { fills { price quantity } } }`)).data!.trade as { fills: unknown[] }).fills;
    expect(fills).toEqual([{ price: '6', quantity: '100' }]);

    // Imported again, the day's fills are new again, and the journal is as it was.
    const again = (await importDay(browser, '2026-07-13', DAY_ONE)).body.data;
    expect(again).toMatchObject({ executionsImported: 4, duplicatesSkipped: 0 });
    expect(await tradeShapes(browser)).toEqual(['AAPL LONG closed 50', 'BOOM LONG open 0', 'MSFT LONG closed 30', 'TSLA LONG closed -20']);
    expect((await totals(browser)).performanceStats).toMatchObject({ totalPnl: '60' });
  });

  it('undoing twice says so before and refuses after, changing nothing; a refused import has nothing to undo', async () => {
    const { browser, second } = await twoDays('undotwice');
    await browser.graphql(UNDO, { id: second });
    const after = await tradeShapes(browser);
    const plan = (await browser.graphql(PLAN, { id: second })).data!.importUndoPlan;
    expect(plan).toMatchObject({ canUndo: false, fillsAdded: 0, notes: ['This import was already undone: undoing it again changes nothing.'] });
    const answer = await browser.graphql(UNDO, { id: second });
    expect(answer.errors?.[0]).toMatchObject({ message: 'This import was already undone; nothing was changed.', extensions: { code: 'CONFLICT' } });
    const rest = await browser.send('delete', `/api/imports/${second}`).expect(409);
    expect(rest.body).toMatchObject({ error: 'already_undone' });
    expect(await tradeShapes(browser)).toEqual(after);

    await browser.post('/api/csv-upload-v2').attach('file', Buffer.from('not,a,trade\r\n1,2,3\r\n'), 'junk.csv').field('platform', 'das_trader').field('tradeDate', '2026-07-15');
    const refused = (await recent(browser)).find((record) => record.fileName === 'junk.csv')!;
    expect(refused.status).toBe('FAILED');
    expect((await browser.graphql(PLAN, { id: refused.id })).data!.importUndoPlan).toMatchObject({ canUndo: false, notes: ['This import was refused and stored nothing: there is nothing to undo.'] });
    expect((await browser.graphql(UNDO, { id: refused.id })).errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('changes nothing when the rebuild fails midway: fills, trades and the record stay as they were', async () => {
    const { browser, first } = await twoDays('undofail');
    const before = { trades: await tradeShapes(browser), recent: await recent(browser), totals: await totals(browser) };
    const connection = testApp.orm.em.getConnection();
    // The rebuilt BOOM trade (day 2's buy alone) cannot be stored: the whole undo must roll back.
    if (database.kind === 'sqlite') {
      await connection.execute("create trigger fail_on_undo before insert on trade when new.account_instrument_id in (select id from account_instrument where symbol = 'BOOM') begin select raise(abort, 'injected failure'); end");
    } else {
      await connection.execute(
        "create trigger fail_on_undo before insert on trade for each row begin if new.account_instrument_id in (select id from account_instrument where symbol = 'BOOM') then signal sqlstate '45000' set message_text = 'injected failure'; end if; end",
      );
    }
    try {
      const answer = await browser.graphql(UNDO, { id: first });
      expect(answer.errors?.[0]).toMatchObject({ message: 'The import could not be undone, and nothing was changed. Please try again.' });
    } finally {
      await connection.execute('drop trigger if exists fail_on_undo');
    }
    expect({ trades: await tradeShapes(browser), recent: await recent(browser), totals: await totals(browser) }).toEqual(before);
    expect((await browser.graphql(PLAN, { id: first })).data!.importUndoPlan).toMatchObject({ canUndo: true, fillsAdded: 4 });
  });

  it("never shows or undoes another trader's import: not found, and the owner's journal unchanged", async () => {
    const owner = await twoDays('undoowner');
    const { browser: other } = await signedUpBrowser(testApp, 'undoother');
    const before = await tradeShapes(owner.browser);
    for (const answer of [await other.graphql(PLAN, { id: owner.first }), await other.graphql(UNDO, { id: owner.first })]) {
      expect(answer.errors?.[0]).toMatchObject({ message: 'That import does not exist.', extensions: { code: 'NOT_FOUND' } });
      expect(JSON.stringify(answer)).not.toContain('AAPL');
    }
    expect((await other.get(`/api/imports/${owner.first}/undo`).expect(404)).body).toMatchObject({ error: 'import_not_found' });
    await other.send('delete', `/api/imports/${owner.first}`).expect(404);
    await other.send('delete', '/api/imports/not-a-number').expect(404);
    expect(await tradeShapes(owner.browser)).toEqual(before);
    expect((await recent(owner.browser)).map(({ status }) => status)).toEqual(['COMPLETED', 'COMPLETED']);
  });
});
