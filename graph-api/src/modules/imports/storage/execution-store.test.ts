import type { MikroORM } from '@mikro-orm/core';
import { createConnection } from 'mysql2/promise';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../test/support/databases';
import { databaseConfigFrom, type MySqlDatabaseConfig } from '../../../db/database-config';
import { applyMigrations } from '../../../db/migrations';
import { openOrm } from '../../../db/orm';
import { stockInstrument } from '../../trades/domain/instruments';
import { groupKeyOf } from '../../trades/domain/execution';
import { User } from '../../../infra/users/user.entity';
import { readStoredFills, storeGroups } from './execution-store';

describeEachDatabase('Stored groups', (database) => {
  let orm: MikroORM;
  beforeAll(async () => {
    orm = await openOrm(databaseConfigFrom(database.env.DATABASE_URL, database.env.DATA_DIR!));
    await applyMigrations(orm);
  });
  afterAll(() => orm?.close(true));

  /** A user with one stored account instrument (no executions yet), and the group that finds it. */
  async function userWithGroup(username: string) {
    const em = orm.em.fork();
    const user = em.create(User, { username, email: `${username}@example.test` });
    await em.flush();
    const group = { accountId: 'TRIB1002', instrument: stockInstrument('MU') };
    const groups = new Map([[groupKeyOf(group), group]]);
    const ids = await orm.em.fork().transactional((tx) => storeGroups(tx, user.id, 'das_trader', groups, new Map()));
    return { userId: user.id, groups, groupId: ids.get(groupKeyOf(group))! };
  }

  it('finds the groups a user already has on the platform, and only theirs', async () => {
    const mine = await userWithGroup('groups-mine');
    const other = await userWithGroup('groups-other');
    const stored = await readStoredFills(orm.em.fork(), mine.userId, 'das_trader', mine.groups);
    expect([...stored.groups.values()].map((group) => group.id)).toEqual([mine.groupId]);
    expect(other.groupId).not.toBe(mine.groupId);
    expect((await readStoredFills(orm.em.fork(), mine.userId, 'alpaca', mine.groups)).groups.size).toBe(0);
  });

  // The import stores executions and trades referencing these groups without MySQL checking each
  // row's foreign keys (see withoutForeignKeyChecks): the lock is what keeps the groups in place.
  it.skipIf(database.kind !== 'mysql')('holds the groups it read with lock until the transaction ends: no other session can delete them meanwhile', async () => {
    const { userId, groups, groupId } = await userWithGroup('groups-locked');
    const { host, port, user, password, dbName } = databaseConfigFrom(database.env.DATABASE_URL, database.env.DATA_DIR!) as MySqlDatabaseConfig;
    const other = await createConnection({ host, port, user, password, database: dbName });
    try {
      await other.query('set innodb_lock_wait_timeout = 1');
      await orm.em.fork().transactional(async (tx) => {
        const stored = await readStoredFills(tx, userId, 'das_trader', groups, { lock: true });
        expect(stored.groups.size).toBe(1);
        await expect(other.query('delete from account_instrument where id = ?', [groupId])).rejects.toThrow(/Lock wait timeout/);
      });
      const [result] = await other.query('delete from account_instrument where id = ?', [groupId]);
      expect(result).toMatchObject({ affectedRows: 1 });
    } finally {
      await other.end();
    }
  });
});
