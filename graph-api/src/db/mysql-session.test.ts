import type { MikroORM } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/support/databases';
import { User } from '../infra/users/user.entity';
import { databaseConfigFrom } from './database-config';
import { applyMigrations } from './migrations';
import { isGaleraConnection, prepareMySqlSession, WSREP_SYNC_WAIT } from './mysql-session';
import { openOrm } from './orm';
import { isSqlite, lockUser, selectRows } from './raw-sql';

/** A driver connection answering the SHOW VARIABLES of a server with `variables`, recording what it is sent. */
function fakeConnection(variables: Record<string, string>) {
  const sent: string[] = [];
  const connection = {
    sent,
    query(sql: string, callback: (error: Error | null, rows?: unknown) => void) {
      sent.push(sql);
      callback(null, sql.startsWith('show') ? Object.entries(variables).map(([Variable_name, Value]) => ({ Variable_name, Value })) : []);
    },
  };
  return connection;
}

const prepared = (connection: ReturnType<typeof fakeConnection>) =>
  new Promise<void>((resolve, reject) => prepareMySqlSession(connection, (error) => (error ? reject(error) : resolve())));

describe('prepareMySqlSession', () => {
  it('makes a Galera node wait for the cluster before reads and writes, and knows it is one', async () => {
    const node = fakeConnection({ wsrep_on: 'ON', wsrep_sync_wait: '0' });
    await prepared(node);
    expect(node.sent.at(-1)).toBe(`set session wsrep_sync_wait = ${WSREP_SYNC_WAIT}`);
    expect(isGaleraConnection(node)).toBe(true);
  });

  it('sets the variable on a MariaDB outside a cluster too (where it does nothing), and does not take it for a node', async () => {
    const single = fakeConnection({ wsrep_on: 'OFF', wsrep_sync_wait: '0' });
    await prepared(single);
    expect(single.sent.at(-1)).toBe(`set session wsrep_sync_wait = ${WSREP_SYNC_WAIT}`);
    expect(isGaleraConnection(single)).toBe(false);
  });

  it('leaves MySQL, which has no such variable, alone', async () => {
    const mysql = fakeConnection({});
    await prepared(mysql);
    expect(mysql.sent).toHaveLength(1);
    expect(isGaleraConnection(mysql)).toBe(false);
  });
});

describeEachDatabase('sessions and the per-user turn', (database) => {
  let orm: MikroORM;

  beforeAll(async () => {
    orm = await openOrm(databaseConfigFrom(database.env.DATABASE_URL, database.env.DATA_DIR!));
    await applyMigrations(orm);
  });
  afterAll(() => orm?.close(true));

  it('reads what was committed cluster-wide on every pooled connection (MariaDB)', async ({ skip }) => {
    const em = orm.em.fork();
    if (isSqlite(em)) return skip();
    // Several connections at once, so more than the first of the pool is looked at.
    const waits = await Promise.all(
      Array.from({ length: 4 }, () => orm.em.fork().transactional((tx) => selectRows<{ wait: number | string }>(tx, 'select @@session.wsrep_sync_wait as wait, sleep(0.05)', []))),
    );
    expect(waits.map(([row]) => Number(row!.wait))).toEqual([WSREP_SYNC_WAIT, WSREP_SYNC_WAIT, WSREP_SYNC_WAIT, WSREP_SYNC_WAIT]);
  });

  it('takes the user’s turn with a change a cluster certifies, and only that user’s', async ({ skip }) => {
    const em = orm.em.fork();
    if (isSqlite(em)) return skip();
    const [first, second] = [em.create(User, { username: 'turn_a', email: 'turn_a@example.test' }), em.create(User, { username: 'turn_b', email: 'turn_b@example.test' })];
    await em.flush();
    await orm.em.fork().transactional((tx) => lockUser(tx, first.id));
    await orm.em.fork().transactional((tx) => lockUser(tx, first.id));
    const turns = await selectRows<{ id: number; write_turn: number }>(orm.em.fork(), 'select id, write_turn from `user` where id in (?, ?) order by id', [first.id, second.id]);
    expect(turns.map((row) => Number(row.write_turn))).toEqual([2, 0]);
  });

  it('makes a second transaction of the same user wait for the first', async ({ skip }) => {
    const em = orm.em.fork();
    if (isSqlite(em)) return skip();
    const user = em.create(User, { username: 'turn_c', email: 'turn_c@example.test' });
    await em.flush();
    const order: string[] = [];
    let releaseFirst = () => undefined as void;
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstHasTurn = () => undefined as void;
    const turnTaken = new Promise<void>((resolve) => (firstHasTurn = resolve));
    const first = orm.em.fork().transactional(async (tx) => {
      await lockUser(tx, user.id);
      firstHasTurn();
      await firstHolds;
      order.push('first commits');
    });
    await turnTaken;
    const second = orm.em.fork().transactional(async (tx) => {
      await lockUser(tx, user.id);
      order.push('second has its turn');
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    releaseFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['first commits', 'second has its turn']);
  });
});
