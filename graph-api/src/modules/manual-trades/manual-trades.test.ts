import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, signedUpBrowser } from '../../../test/support/accounts';
import { describeEachDatabase } from '../../../test/support/databases';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import { importDasDay } from '../../../test/support/trade-history';
import { manualTradeDraftOf } from './manual-trade-draft';

const TRADE_FIELDS = 'id symbol side status quantity entryPrice exitPrice pnl commission fees platform accountId notes manual manualOnly timeGiven fills { side role quantity price }';
const CREATE = `mutation Create($input: ManualTradeInput!) { createManualTrade(input: $input) { ${TRADE_FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $input: ManualTradeInput!) { updateManualTrade(tradeId: $id, input: $input) { ${TRADE_FIELDS} } }`;
const DELETE = 'mutation Delete($id: ID!) { deleteManualTrade(tradeId: $id) }';
const CLOSE = `mutation Close($id: ID!, $input: ManualCloseInput!) { closePositionManually(tradeId: $id, input: $input) { ${TRADE_FIELDS} } }`;
const TRADES = `{ trades(limit: 100) { ${TRADE_FIELDS} } }`;
const TOTALS = '{ dashboard { performanceStats { totalPnl totalTrades openTrades } } }';

const CLOSED_AAPL = { symbol: 'aapl', side: 'LONG', quantity: '10', entryPrice: '100', entryTime: '2026-03-02T14:30:00Z', exitPrice: '105', exitTime: '2026-03-02T15:00:00Z', commission: '1', fees: '0.5', notes: 'Entered by hand' };

interface Listed {
  id: string;
  symbol: string;
  status: string;
  pnl: string;
  manual: boolean;
  manualOnly: boolean;
  notes: string;
  platform: string;
  [field: string]: unknown;
}

describe('manualTradeDraftOf', () => {
  const now = new Date('2026-03-10T00:00:00Z');
  it('names every refused field at once', () => {
    try {
      manualTradeDraftOf({ symbol: '', side: 'up', quantity: '0', entryPrice: '-1', entryTime: 'yesterday', exitPrice: '5', commission: 'x', notes: 'n'.repeat(10_001) }, now);
      expect.unreachable();
    } catch (error) {
      expect((error as { fields: Record<string, string> }).fields).toEqual({
        symbol: 'Symbol is required.',
        side: 'Side must be LONG or SHORT.',
        quantity: 'Quantity must be more than 0.',
        entryPrice: 'Entry price cannot be negative.',
        entryTime: 'Entry time must be a date and time, such as 2026-03-02T14:30:00Z.',
        exitTime: 'Exit time is required with an exit price (leave both empty for an open trade).',
        commission: 'Commission must be a number, such as 12.5.',
        notes: 'Notes must be at most 10,000 characters long (these are 10,001).',
      });
    }
  });

  it('refuses an exit before the entry and a time in the future', () => {
    expect(() => manualTradeDraftOf({ ...CLOSED_AAPL, exitTime: '2026-03-02T14:00:00Z' }, now)).toThrow('Exit time must be at or after the entry time.');
    expect(() => manualTradeDraftOf({ ...CLOSED_AAPL, entryTime: '2026-04-02T14:00:00Z', exitPrice: null, exitTime: null }, now)).toThrow('Entry time cannot be in the future.');
  });

  it('reads an option by its OCC symbol, and an open trade without exit', () => {
    const draft = manualTradeDraftOf({ symbol: 'AAPL  260320C00190000', side: 'short', quantity: '2', entryPrice: '3.5', entryTime: '2026-03-02T14:30:00Z' }, now);
    expect(draft).toMatchObject({ direction: 'SHORT', exit: null, commission: '0', fees: '0', accountId: '', notes: undefined });
    expect(draft.instrument).toMatchObject({ assetClass: 'option', multiplier: '100' });
  });
});

describeEachDatabase('Manual trades', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
  });
  afterAll(() => testApp.close());

  const listed = async (browser: Browser) => (await browser.graphql(TRADES)).data!.trades as Listed[];
  const totals = async (browser: Browser) => ((await browser.graphql(TOTALS)).data!.dashboard as { performanceStats: Record<string, unknown> }).performanceStats;

  it('enters, edits and deletes a trade by hand; the history and the dashboard follow each step', async () => {
    const { browser } = await signedUpBrowser(testApp, 'manual');
    const created = await browser.graphql(CREATE, { input: CLOSED_AAPL });
    expect(created.errors).toBeUndefined();
    const trade = created.data!.createManualTrade as Listed;
    // (105 - 100) x 10 - 1.5 of costs.
    expect(trade).toMatchObject({ symbol: 'AAPL', side: 'LONG', status: 'closed', pnl: '48.5', platform: 'manual', accountId: '', notes: 'Entered by hand', manual: true, manualOnly: true });
    // Entered with its times: never "time not given" (docs/importing.md).
    expect(trade.timeGiven).toBe(true);
    expect(trade.fills).toEqual([
      { side: 'BUY', role: 'entry', quantity: '10', price: '100' },
      { side: 'SELL', role: 'exit', quantity: '10', price: '105' },
    ]);
    expect(await totals(browser)).toMatchObject({ totalPnl: '48.5', totalTrades: 1 });

    const edited = await browser.graphql(UPDATE, { id: trade.id, input: { ...CLOSED_AAPL, exitPrice: '110', notes: undefined } });
    expect(edited.errors).toBeUndefined();
    // Its notes stay with it (an edit keeps the trade's key).
    expect(edited.data!.updateManualTrade).toMatchObject({ status: 'closed', pnl: '98.5', notes: 'Entered by hand', manualOnly: true });
    expect((await listed(browser)).map(({ pnl }) => pnl)).toEqual(['98.5']);
    expect(await totals(browser)).toMatchObject({ totalPnl: '98.5', totalTrades: 1 });

    const editedId = (edited.data!.updateManualTrade as Listed).id;
    expect((await browser.graphql(DELETE, { id: editedId })).data).toEqual({ deleteManualTrade: 2 });
    expect(await listed(browser)).toEqual([]);
    expect(await totals(browser)).toMatchObject({ totalPnl: '0', totalTrades: 0 });
  });

  it('closes an imported open position by hand, marks it manual, refuses to edit or delete what was imported, and a re-import changes nothing', async () => {
    const { browser } = await signedUpBrowser(testApp, 'handclose');
    await importDasDay(browser, '2026-03-02', [{ time: '14:30:00', symbol: 'MSFT', side: 'B', price: '400', qty: 10 }]);
    const [open] = await listed(browser);
    expect(open).toMatchObject({ symbol: 'MSFT', status: 'open', manual: false, manualOnly: false });

    const refusedEdit = await browser.graphql(UPDATE, { id: open!.id, input: CLOSED_AAPL });
    expect(refusedEdit.errors![0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(refusedEdit.errors![0]!.message).toContain('This trade was imported (das_trader) and cannot be edited');
    expect((await browser.graphql(DELETE, { id: open!.id })).errors![0]!.message).toContain('undo its import on the Import page');
    // A close before the position's last fill is refused, field by field.
    const early = await browser.graphql(CLOSE, { id: open!.id, input: { price: '0', time: '2026-03-02T14:00:00Z' } });
    expect(early.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { time: "Exit time must be at or after the trade's last fill (2026-03-02T14:30:00.000Z)." } });

    const closed = await browser.graphql(CLOSE, { id: open!.id, input: { price: '390', time: '2026-03-05T21:00:00Z' } });
    expect(closed.errors).toBeUndefined();
    expect(closed.data!.closePositionManually).toMatchObject({ symbol: 'MSFT', status: 'closed', pnl: '-100', manual: true, manualOnly: false, platform: 'das_trader' });
    expect(await totals(browser)).toMatchObject({ totalPnl: '-100', openTrades: 0 });
    const closedId = (closed.data!.closePositionManually as Listed).id;
    expect((await browser.graphql(CLOSE, { id: closedId, input: { price: '1', time: '2026-03-06T21:00:00Z' } })).errors![0]!.extensions).toMatchObject({ code: 'CONFLICT' });

    // The broker's file again: its fill is a duplicate, the close by hand stays beside it.
    await importDasDay(browser, '2026-03-02', [{ time: '14:30:00', symbol: 'MSFT', side: 'B', price: '400', qty: 10 }]);
    expect((await listed(browser)).map(({ status, pnl, manual }) => ({ status, pnl, manual }))).toEqual([{ status: 'closed', pnl: '-100', manual: true }]);

    // Deleting what was entered by hand opens the position again.
    expect((await browser.graphql(DELETE, { id: closedId })).data).toEqual({ deleteManualTrade: 1 });
    expect((await listed(browser)).map(({ status, manual }) => ({ status, manual }))).toEqual([{ status: 'open', manual: false }]);
  });

  it('adds a second trade by hand in the same symbol and account to the open position, its notes after the position’s', async () => {
    const { browser } = await signedUpBrowser(testApp, 'manualadd');
    const open = { symbol: 'AMD', side: 'LONG', quantity: '10', entryPrice: '100', entryTime: '2026-03-02T14:30:00Z', notes: 'First half' };
    await browser.graphql(CREATE, { input: open });
    const added = await browser.graphql(CREATE, { input: { ...open, entryPrice: '110', entryTime: '2026-03-02T15:30:00Z', notes: 'Added on the retest' } });
    expect(added.data!.createManualTrade).toMatchObject({ quantity: '20', entryPrice: '105', status: 'open', notes: 'First half\n\nAdded on the retest' });
    expect(await listed(browser)).toHaveLength(1);
  });

  it('leaves a close entered by hand when the import of its position is undone, and matches it again when the file is imported again', async () => {
    const { browser } = await signedUpBrowser(testApp, 'manualundo');
    await importDasDay(browser, '2026-03-02', [{ time: '14:30:00', symbol: 'MSFT', side: 'B', price: '400', qty: 10 }]);
    const [open] = await listed(browser);
    await browser.graphql(CLOSE, { id: open!.id, input: { price: '410', time: '2026-03-05T21:00:00Z' } });
    const { id: importId } = ((await browser.graphql('{ recentImports(limit: 1) { id } }')).data!.recentImports as { id: string }[])[0]!;
    expect((await browser.graphql('mutation U($id: ID!) { undoImport(importId: $id) { fillsAdded } }', { id: importId })).errors).toBeUndefined();
    // Alone, the close closes nothing in the journal: no trade, no P&L.
    expect(await listed(browser)).toEqual([]);
    expect(await totals(browser)).toMatchObject({ totalPnl: '0', totalTrades: 0 });
    await importDasDay(browser, '2026-03-02', [{ time: '14:30:00', symbol: 'MSFT', side: 'B', price: '400', qty: 10 }]);
    expect((await listed(browser)).map(({ status, pnl, manual }) => ({ status, pnl, manual }))).toEqual([{ status: 'closed', pnl: '100', manual: true }]);
  });

  it('refuses bad input field by field over REST and GraphQL, storing nothing', async () => {
    const { browser } = await signedUpBrowser(testApp, 'manualbad');
    const rest = await browser.post('/api/trades/manual', { symbol: 'AAPL', side: 'LONG', quantity: 'ten', entryPrice: '1', entryTime: '2026-03-02T14:30:00Z', exitPrice: '2' }).expect(400);
    expect(rest.body).toMatchObject({
      error: 'validation_error',
      fields: { quantity: 'Quantity must be a number, such as 12.5.', exitTime: 'Exit time is required with an exit price (leave both empty for an open trade).' },
    });
    const graphql = await browser.graphql(CREATE, { input: { ...CLOSED_AAPL, side: 'sideways' } });
    expect(graphql.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { side: 'Side must be LONG or SHORT.' } });
    expect(await listed(browser)).toEqual([]);
  });

  it('works by REST with an API key’s paths: enter, edit, close, delete', async () => {
    const { browser } = await signedUpBrowser(testApp, 'manualrest');
    const open = (await browser.post('/api/trades/manual', { symbol: 'TSLA', side: 'SHORT', quantity: 5, entryPrice: '250', entryTime: '2026-03-03T15:00:00Z', accountId: 'Paper' }).expect(201)).body as Listed;
    expect(open).toMatchObject({ symbol: 'TSLA', side: 'SHORT', status: 'open', accountId: 'Paper', manual: true, manualOnly: true });
    const edited = (await browser.send('put', `/api/trades/${open.id}/manual`, { symbol: 'TSLA', side: 'SHORT', quantity: '5', entryPrice: '260', entryTime: '2026-03-03T15:00:00Z', accountId: 'Paper' }).expect(200)).body as Listed;
    expect(edited).toMatchObject({ entryPrice: '260', status: 'open' });
    const closed = (await browser.post(`/api/trades/${edited.id}/close`, { price: '240', time: '2026-03-04T15:00:00Z', fees: '1' }).expect(200)).body as Listed;
    // (260 - 240) x 5 - 1.
    expect(closed).toMatchObject({ status: 'closed', pnl: '99', manualOnly: true });
    expect((await browser.send('delete', `/api/trades/${closed.id}`).expect(200)).body).toEqual({ fillsRemoved: 2 });
    expect(await listed(browser)).toEqual([]);
  });

  it("refuses another trader's trade as not found and changes nothing of it", async () => {
    const owner = (await signedUpBrowser(testApp, 'manualowner')).browser;
    const other = (await signedUpBrowser(testApp, 'manualother')).browser;
    const trade = (await owner.graphql(CREATE, { input: CLOSED_AAPL })).data!.createManualTrade as Listed;
    for (const answer of [
      await other.graphql(UPDATE, { id: trade.id, input: CLOSED_AAPL }),
      await other.graphql(DELETE, { id: trade.id }),
      await other.graphql(CLOSE, { id: trade.id, input: { price: '1', time: '2026-03-05T15:00:00Z' } }),
    ]) {
      expect(answer.errors![0]!.extensions).toMatchObject({ code: 'NOT_FOUND' });
    }
    await other.send('delete', `/api/trades/${trade.id}`).expect(404);
    await other.send('put', `/api/trades/${trade.id}/manual`, CLOSED_AAPL).expect(404);
    expect((await listed(owner)).map(({ id, pnl }) => ({ id, pnl }))).toEqual([{ id: trade.id, pnl: '48.5' }]);
    expect(await listed(other)).toEqual([]);
  });
});
