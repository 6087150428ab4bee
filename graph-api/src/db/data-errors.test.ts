import type { MikroORM } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/support/databases';
import { loadDatabaseConfig } from '../config';
import { unstorableValueOf } from './data-errors';
import { openOrm } from './orm';

describe('unstorableValueOf', () => {
  it('does not take a conflict, a lost connection or a constraint for a value to refuse', () => {
    expect(unstorableValueOf(Object.assign(new Error('deadlock'), { errno: 1213 }))).toBeNull();
    expect(unstorableValueOf(Object.assign(new Error('duplicate'), { errno: 1062 }))).toBeNull();
    expect(unstorableValueOf(Object.assign(new Error('gone'), { code: 'PROTOCOL_CONNECTION_LOST' }))).toBeNull();
    expect(unstorableValueOf(null)).toBeNull();
  });
});

describeEachDatabase('a value its column cannot hold', (database) => {
  let orm: MikroORM;
  beforeAll(async () => {
    orm = await openOrm(loadDatabaseConfig(database.env));
    await orm.em.getConnection().execute('create table probe (name varchar(4) not null, amount decimal(4,2) not null)');
  });
  afterAll(async () => orm?.close(true));

  const insert = (name: string, amount: string) => orm.em.getConnection().execute('insert into probe (name, amount) values (?, ?)', [name, amount]);

  // SQLite keeps such values whole: why every input is checked before either database sees it.
  it.skipIf(database.kind !== 'mysql')('is told from other failures by the column MySQL names, however the driver wraps it', async () => {
    const tooLong = await insert('x'.repeat(5), '1').catch((error: unknown) => error);
    expect(unstorableValueOf(tooLong)).toEqual({ column: 'name' });
    expect(unstorableValueOf(Object.assign(new Error('wrapped'), { cause: tooLong }))).toEqual({ column: 'name' });
    expect(unstorableValueOf(await insert('x', '100').catch((error: unknown) => error))).toEqual({ column: 'amount' });
  });
});
