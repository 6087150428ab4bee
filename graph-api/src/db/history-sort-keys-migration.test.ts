import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/knex';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/support/databases';
import { loadDatabaseConfig } from '../config';
import { applyMigrations, revertMigrations } from './migrations';
import { openOrm } from './orm';

describeEachDatabase('the history sort keys migration fills the keys of the trades stored before it', (database) => {
  let orm: MikroORM;
  beforeAll(async () => {
    orm = await openOrm(loadDatabaseConfig(database.env));
    await applyMigrations(orm);
    expect(await revertMigrations(orm, 'last')).toEqual([expect.stringMatching(/_history_sort_keys$/)]);
  });
  afterAll(async () => {
    await revertMigrations(orm, 'all');
    await orm.close(true);
  });

  const run = (sql: string, params: unknown[] = []) => (orm.em as SqlEntityManager).getConnection().execute(sql, params, 'all');
  const time = (iso: string) => orm.em.getPlatform().processDateProperty(new Date(iso));

  it('stores each trade’s symbol, hold time in milliseconds and R-multiple as the sorts computed them', async () => {
    await run(`insert into user (username, email, created_at, updated_at) values ('keys', 'keys@example.test', ?, ?)`, [time('2026-03-01T00:00:00Z'), time('2026-03-01T00:00:00Z')]);
    const userId = ((await run(`select id from user where username = 'keys'`)) as Array<{ id: number }>)[0]!.id;
    await run(`insert into account_instrument (user_id, platform, account_id, symbol, asset_class, multiplier) values (?, 'das_trader', 'A1', 'AAPL', 'stock', '1'), (?, 'das_trader', 'A1', 'ESH6', 'future', '50')`, [userId, userId]);
    const instruments = (await run('select id, symbol from account_instrument where user_id = ? order by symbol', [userId])) as Array<{ id: number }>;
    const [aapl, es] = instruments.map(({ id }) => id);
    const trade = (instrument: number, key: string, entry: string, exit: string | null, pnl: string, status = exit ? 'closed' : 'open') =>
      run(
        `insert into trade (user_id, account_instrument_id, trade_key, direction, quantity, closed_quantity, entry_price, exit_price, entry_time, exit_time, status, gross_pnl, commission, fees, net_pnl, execution_count) values (?, ?, ?, 'LONG', '100', '100', '20', '21', ?, ?, ?, ?, '0', '0', ?, 2)`,
        [userId, instrument, key, time(entry), exit === null ? null : time(exit), status, pnl, pnl],
      );
    await trade(aapl!, 'won', '2026-03-02T14:30:00.250Z', '2026-03-02T15:31:00.500Z', '150');
    await trade(aapl!, 'open', '2026-03-02T16:00:00Z', null, '0');
    await trade(aapl!, 'no-stop', '2026-03-02T16:10:00Z', '2026-03-02T16:20:00Z', '-40');
    await trade(aapl!, 'zero-risk', '2026-03-02T16:30:00Z', '2026-03-02T16:40:00Z', '10');
    await trade(es!, 'future', '2026-03-02T17:00:00Z', '2026-03-02T17:00:01Z', '-250');
    const entry = (instrument: number, key: string, stop: string | null) =>
      run(`insert into trade_journal_entry (user_id, account_instrument_id, trade_key, notes, stop_price, updated_at) values (?, ?, ?, '', ?, ?)`, [userId, instrument, key, stop, time('2026-03-03T00:00:00Z')]);
    await entry(aapl!, 'won', '19.5');
    await entry(aapl!, 'open', '19');
    await entry(aapl!, 'no-stop', null);
    await entry(aapl!, 'zero-risk', '20');
    await entry(es!, 'future', '19');

    await applyMigrations(orm);
    const rows = (await run('select trade_key, symbol, hold_ms, r_multiple from trade where user_id = ? order by id', [userId])) as Array<{ trade_key: string; symbol: string; hold_ms: number | string | null; r_multiple: number | string | null }>;
    const keys = rows.map(({ trade_key, symbol, hold_ms, r_multiple }) => [trade_key, symbol, hold_ms === null ? null : Number(hold_ms), r_multiple === null ? null : Number(r_multiple)]);
    expect(keys).toEqual([
      // 150 / (0.5 x 100): 3R; held an hour, a minute and a quarter second.
      ['won', 'AAPL', 3_660_250, 3],
      ['open', 'AAPL', null, null],
      ['no-stop', 'AAPL', 600_000, null],
      // A stop at the entry risks nothing: no R.
      ['zero-risk', 'AAPL', 600_000, null],
      // -250 / (1 x 100 x 50).
      ['future', 'ESH6', 1000, -0.05],
    ]);
  });
});
