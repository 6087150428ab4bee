import type { MikroORM } from '@mikro-orm/core';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/support/databases';
import { instantValueFor } from '../../db/bulk-insert/insert-rows';
import { pendingMigrations, revertMigrations } from '../../db/migrations';
import { openOrm } from '../../db/orm';
import { loadDatabaseConfig } from '../../config';

// The candle_owner migration over rows stored before it, when candles had no owner: who uploaded a
// file was never recorded.

const STORED_AT = Date.UTC(2024, 2, 4, 20, 0);

describeEachDatabase('the candle_owner migration keeps the candles stored before it', (database) => {
  let orm: MikroORM;
  beforeEach(async () => {
    orm = await openOrm(loadDatabaseConfig(database.env));
    const pending = await pendingMigrations(orm);
    await orm.migrator.up({ to: pending.find((name) => name.endsWith('_demo_journal'))! });
  });
  afterEach(async () => {
    await revertMigrations(orm, 'all');
    await orm.close(true);
  });

  const execute = (sql: string, params: unknown[] = []) => orm.em.getConnection().execute(sql, params);
  const instant = (epochMs: number) => instantValueFor(orm.em.fork())(epochMs);
  const addUser = async (username: string, demo = false) => {
    await execute('insert into `user` (username, email, created_at, updated_at, demo) values (?, ?, ?, ?, ?)', [username, `${username}@example.test`, instant(STORED_AT), instant(STORED_AT), demo ? 1 : 0]);
    const [row] = await execute('select id from `user` where username = ?', [username]);
    return Number((row as { id: number | string }).id);
  };
  /** One bar and its held span, as the market-data migration's tables held them. */
  const addSeries = async (symbol: string, provider: 'csv' | 'alpaca') => {
    await execute('insert into candle (symbol, timeframe, `time`, `open`, high, low, `close`, volume, provider) values (?, ?, ?, ?, ?, ?, ?, ?, ?)', [symbol, '5m', instant(STORED_AT - 3_600_000), '10', '11', '9', '10.5', '100', provider]);
    await execute('insert into candle_range (symbol, timeframe, start, `end`, provider, stored_at) values (?, ?, ?, ?, ?, ?)', [symbol, '5m', instant(STORED_AT - 3_600_000), instant(STORED_AT - 3_300_000), provider, instant(STORED_AT)]);
  };
  const rowsOf = async (table: 'candle' | 'candle_range') =>
    ((await execute(`select symbol, provider, source, user_id from ${table}`)) as Array<{ symbol: string; provider: string; source: string; user_id: number | string | null }>).map((row) => ({
      ...row,
      user_id: row.user_id === null ? null : Number(row.user_id),
    })).sort((a, b) => (a.symbol < b.symbol ? -1 : 1));

  it("gives an installation's uploads to its one account, the demo market's to the demo account, and keeps Alpaca's shared", async () => {
    const trader = await addUser('only-trader');
    const demo = await addUser('demo-trader', true);
    await execute('insert into demo_journal (id, user_id, seed, claimed_at) values (1, ?, 7, ?)', [demo, instant(STORED_AT)]);
    await addSeries('AAPL', 'csv');
    await addSeries('MSFT', 'alpaca');
    await addSeries('demo:AAPL', 'csv');
    await orm.migrator.up();
    for (const table of ['candle', 'candle_range'] as const) {
      expect(await rowsOf(table)).toEqual([
        { symbol: 'AAPL', provider: 'csv', source: 'upload', user_id: trader },
        { symbol: 'MSFT', provider: 'alpaca', source: 'alpaca', user_id: null },
        { symbol: 'demo:AAPL', provider: 'csv', source: 'demo', user_id: demo },
      ]);
    }
  });

  it('removes the uploads of an installation of several accounts, whose uploader nobody can tell', async () => {
    await addUser('first-trader');
    await addUser('second-trader');
    await addSeries('AAPL', 'csv');
    await addSeries('MSFT', 'alpaca');
    await orm.migrator.up();
    for (const table of ['candle', 'candle_range'] as const) expect(await rowsOf(table)).toEqual([{ symbol: 'MSFT', provider: 'alpaca', source: 'alpaca', user_id: null }]);
  });
});
