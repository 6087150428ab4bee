import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { type Browser, signedUpBrowser } from '../../../test/support/accounts';
import { describeEachDatabase } from '../../../test/support/databases';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import { importDasDay, listedTrades } from '../../../test/support/trade-history';
import { selectRows } from '../../db/raw-sql';

// The stored R-multiple (the history's R sort key, history/r-multiple-key.ts) is written in the
// journal's transaction: a failure writing it leaves the stop, the notes and the key as they were.
const failing = vi.hoisted(() => ({ on: false }));
vi.mock('./history/r-multiple-key', async (original) => {
  const actual = await original<typeof import('./history/r-multiple-key')>();
  return {
    ...actual,
    // Writes the key, then fails: the key's write and the journal's must both be undone.
    storeRMultiples: async (...args: Parameters<typeof actual.storeRMultiples>) => {
      await actual.storeRMultiples(...args);
      if (failing.on) throw new Error('The r-multiple write failed.');
    },
  };
});

describeEachDatabase("a trade's stop and its stored R-multiple, saved together or not at all", (database) => {
  let testApp: TestApp;
  let trader: Browser;
  let traderId: number;
  let tradeId: string;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
    ({ browser: trader, user: { id: traderId } } = await signedUpBrowser(testApp, 'stopper'));
    await importDasDay(trader, '2026-03-02', [
      { time: '14:30:00', symbol: 'AAPL', side: 'B', price: '10', qty: 100, account: 'MAIN' },
      { time: '14:40:00', symbol: 'AAPL', side: 'S', price: '11', qty: 100, account: 'MAIN' },
    ]);
    tradeId = (await listedTrades(trader))[0]!.id;
  });
  afterAll(() => {
    failing.on = false;
    return testApp.close();
  });

  const stored = async () => {
    const [row] = await selectRows<{ r_multiple: unknown }>(testApp.orm.em.fork(), 'select r_multiple from trade where user_id = ? and id = ?', [traderId, Number(tradeId)]);
    return row!.r_multiple === null ? null : Number(row!.r_multiple);
  };
  const listed = async () => (await trader.get(`/api/trades/${tradeId}`).expect(200)).body as { stopPrice: string | null; notes: string; rMultiple: number | null };

  it('stores the key with the stop, and keeps both when writing the key fails', async () => {
    await trader.send('patch', `/api/trades/${tradeId}`, { stopPrice: '9.5', notes: 'Planned' }).expect(200);
    // +100 over a risk of 0.5 x 100: 2R.
    expect(await stored()).toBeCloseTo(2);
    expect(await listed()).toMatchObject({ stopPrice: '9.5', notes: 'Planned' });

    failing.on = true;
    try {
      expect((await trader.send('patch', `/api/trades/${tradeId}`, { stopPrice: '9', notes: 'Changed' })).status).toBe(500);
      const edit = await trader.graphql('mutation ($id: ID!) { updateTradeJournal(tradeId: $id, input: { stopPrice: "9.9" }) { id } }', { id: tradeId });
      expect(edit.errors).toBeDefined();
      // The journal's replacement in one go (the demo's) likewise.
      const replace = testApp.services.trades.replaceJournals(testApp.orm.em.fork(), traderId, [{ tradeId: Number(tradeId), notes: 'Replaced', tagIds: [], stopPrice: '8' }]);
      await expect(replace).rejects.toThrow('The r-multiple write failed.');
    } finally {
      failing.on = false;
    }
    expect(await listed()).toMatchObject({ stopPrice: '9.5', notes: 'Planned' });
    expect(await stored()).toBeCloseTo(2);

    // Without the failure, the same edits go through, key and stop together.
    await testApp.services.trades.replaceJournals(testApp.orm.em.fork(), traderId, [{ tradeId: Number(tradeId), notes: 'Replaced', tagIds: [], stopPrice: '9' }]);
    expect(await listed()).toMatchObject({ stopPrice: '9', notes: 'Replaced' });
    expect(await stored()).toBeCloseTo(1);
  });
});
