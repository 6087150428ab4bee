import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Browser, signedUpBrowser } from '../../../test/support/accounts';
import { describeEachDatabase } from '../../../test/support/databases';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import { importDasDay, listedTrades } from '../../../test/support/trade-history';
import { selectRows } from '../../db/raw-sql';

// The stored R-multiple (the history's R sort key, history/r-multiple-key.ts) is written in the
// journal's transaction: a failure writing it leaves the stop, the notes and the key as they were.
// The failure is the database's (a trigger refusing the key's write), not a module mock: the suite's
// files share their modules (vitest.config.mts, isolate: false), so a mock would not hold.

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
  afterAll(() => testApp.close());

  /** Until it is dropped, any write of this trader's R-multiple key fails. */
  const failKeyWrites = async () => {
    const connection = testApp.orm.em.getConnection();
    if (database.kind === 'sqlite') {
      await connection.execute(`create trigger fail_r_multiple before update of r_multiple on trade when new.user_id = ${traderId} begin select raise(abort, 'injected failure'); end`);
    } else {
      await connection.execute(
        `create trigger fail_r_multiple before update on trade for each row begin if new.user_id = ${traderId} and not (new.r_multiple <=> old.r_multiple) then signal sqlstate '45000' set message_text = 'injected failure'; end if; end`,
      );
    }
    return () => connection.execute('drop trigger if exists fail_r_multiple');
  };

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

    const restore = await failKeyWrites();
    try {
      expect((await trader.send('patch', `/api/trades/${tradeId}`, { stopPrice: '9', notes: 'Changed' })).status).toBe(500);
      const edit = await trader.graphql('mutation ($id: ID!) { updateTradeJournal(tradeId: $id, input: { stopPrice: "9.9" }) { id } }', { id: tradeId });
      expect(edit.errors).toBeDefined();
      // The journal's replacement in one go (the demo's) likewise.
      const replace = testApp.services.trades.replaceJournals(testApp.orm.em.fork(), traderId, [{ tradeId: Number(tradeId), notes: 'Replaced', tagIds: [], stopPrice: '8' }]);
      await expect(replace).rejects.toThrow('injected failure');
    } finally {
      await restore();
    }
    expect(await listed()).toMatchObject({ stopPrice: '9.5', notes: 'Planned' });
    expect(await stored()).toBeCloseTo(2);

    // Without the failure, the same edits go through, key and stop together.
    await testApp.services.trades.replaceJournals(testApp.orm.em.fork(), traderId, [{ tradeId: Number(tradeId), notes: 'Replaced', tagIds: [], stopPrice: '9' }]);
    expect(await listed()).toMatchObject({ stopPrice: '9', notes: 'Replaced' });
    expect(await stored()).toBeCloseTo(1);
  });
});
