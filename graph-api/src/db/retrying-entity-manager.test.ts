import type { MikroORM } from '@mikro-orm/core';
import { createConnection } from 'mysql2/promise';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/support/databases';
import { User } from '../infra/users/user.entity';
import { JournalTag } from '../modules/journal/journal-tag.entity';
import { DatabaseBusyError } from './database-busy';
import { databaseConfigFrom, mySqlServerFromUrl } from './database-config';
import { applyMigrations } from './migrations';
import { openOrm } from './orm';
import { isSqlite, runSql, selectRows } from './raw-sql';
import { TRANSACTION_RETRY } from './transaction-retry';

/**
 * Fault injection: on MariaDB the server itself answers the failure (SIGNAL raises the error a
 * Galera node raises, with its errno), or the transaction's connection is killed from another; on
 * SQLite the busy error its driver raises. Each failed run must leave nothing behind.
 */
describeEachDatabase('RetryingEntityManager', (database) => {
  let orm: MikroORM;
  let counter = 0;

  beforeAll(async () => {
    orm = await openOrm(databaseConfigFrom(database.env.DATABASE_URL, database.env.DATA_DIR!));
    await applyMigrations(orm);
  });
  afterAll(() => orm?.close(true));

  const fail = async (tx: Parameters<Parameters<MikroORM['em']['transactional']>[0]>[0], errno: 1213 | 1047) => {
    if (isSqlite(tx)) throw Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    const sqlState = errno === 1213 ? '40001' : '08S01';
    const text = errno === 1213 ? 'Deadlock found when trying to get lock; try restarting transaction' : 'WSREP has not yet prepared node for application use';
    await runSql(tx, `signal sqlstate '${sqlState}' set mysql_errno = ${errno}, message_text = '${text}'`);
  };
  const newName = () => `retry_${(counter += 1)}`;
  const usersNamed = async (username: string) => (await orm.em.fork().find(User, { username })).length;

  it('runs a transaction again after a conflict (1213) and a node not ready (1047), and stores it once', async () => {
    const username = newName();
    let runs = 0;
    await orm.em.fork().transactional(async (tx) => {
      runs += 1;
      tx.create(User, { username, email: `${username}@example.test` });
      await tx.flush();
      if (runs === 1) await fail(tx, 1213);
      if (runs === 2) await fail(tx, 1047);
    });
    expect(runs).toBe(3);
    expect(await usersNamed(username)).toBe(1);
  });

  it('gives up after its bound with a 503 that says when to come back, and stores nothing', async () => {
    const username = newName();
    let runs = 0;
    const failing = orm.em.fork().transactional(async (tx) => {
      runs += 1;
      tx.create(User, { username, email: `${username}@example.test` });
      await tx.flush();
      await fail(tx, 1213);
    });
    await expect(failing).rejects.toBeInstanceOf(DatabaseBusyError);
    await expect(failing).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 1 });
    expect(runs).toBe(TRANSACTION_RETRY.attempts);
    expect(await usersNamed(username)).toBe(0);
  });

  it('writes again, on the next run, a change to an entity the caller held before the transaction', async () => {
    const username = newName();
    const em = orm.em.fork();
    const user = em.create(User, { username, email: `${username}@example.test`, firstName: 'Before' });
    await em.flush();
    let runs = 0;
    await em.transactional(async (tx) => {
      runs += 1;
      const held = await tx.findOneOrFail(User, user.id);
      held.firstName = 'After';
      await tx.flush();
      if (runs === 1) await fail(tx, 1213);
    });
    expect(runs).toBe(2);
    expect((await orm.em.fork().findOneOrFail(User, user.id)).firstName).toBe('After');
  });

  it('runs again a transaction whose connection was lost before its commit [mysql only]', async ({ skip }) => {
    const em = orm.em.fork();
    if (isSqlite(em)) return skip();
    const username = newName();
    let runs = 0;
    await em.transactional(async (tx) => {
      runs += 1;
      tx.create(User, { username, email: `${username}@example.test` });
      await tx.flush();
      if (runs === 1) {
        const [{ id }] = (await selectRows<{ id: number }>(tx, 'select connection_id() as id', [])) as [{ id: number }];
        const killer = await createConnection(mySqlServerFromUrl(database.env.DATABASE_URL!));
        await killer.query(`kill connection ${Number(id)}`);
        await killer.end();
        await selectRows(tx, 'select 1', []);
      }
    });
    expect(runs).toBe(2);
    expect(await usersNamed(username)).toBe(1);
  });

  it('gives the rows of a multi-row insert their ids whatever the auto-increment step (Galera sets it to the cluster size) [mysql only]', async ({ skip }) => {
    const em = orm.em.fork();
    if (isSqlite(em)) return skip();
    // The step is first read with the server's default (1), as the ORM's own driver kept it.
    const first = [newName(), newName()];
    for (const username of first) em.create(User, { username, email: `${username}@example.test` });
    await em.flush();
    const names = [newName(), newName(), newName()];
    const users = await em.transactional(async (tx) => {
      // What a node of a three-node cluster has (auto_increment_increment 3, its own offset).
      await runSql(tx, 'set session auto_increment_increment = 3, auto_increment_offset = 2');
      try {
        const created = names.map((username) => tx.create(User, { username, email: `${username}@example.test` }));
        // Each user's tag references the id the ORM worked out for it (an FK error 1452 when wrong).
        for (const user of created) tx.create(JournalTag, { user, kind: 'setup', name: user.username, nameKey: user.username, createdAt: new Date() });
        await tx.flush();
        return created;
      } finally {
        await runSql(tx, 'set session auto_increment_increment = 1, auto_increment_offset = 1');
      }
    });
    const stored = await selectRows<{ id: number; username: string }>(orm.em.fork(), 'select id, username from `user` where username in (?, ?, ?) order by id', names);
    expect(stored.map((row) => Number(row.id))).toEqual(users.map((user) => user.id));
    const ids = users.map((user) => user.id);
    expect([ids[1]! - ids[0]!, ids[2]! - ids[1]!]).toEqual([3, 3]);
    const tags = await orm.em.fork().find(JournalTag, { name: { $in: names } }, { populate: ['user'] });
    expect(tags.map((tag) => [tag.name, tag.user.username]).sort()).toEqual(names.map((name) => [name, name]));
  });
});
