import type { MikroORM } from '@mikro-orm/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/support/databases';
import { loadDatabaseConfig } from '../config';
import { User } from '../modules/users/user.entity';
import { applyMigrations, assertNoPendingMigrations, pendingMigrations, revertMigrations } from './migrations';
import { openOrm } from './orm';

const CREATE_USER = expect.stringMatching(/^Migration\d{14}_create_user$/);

async function userTableExists(orm: MikroORM): Promise<boolean> {
  try {
    await orm.em.getConnection().execute('select count(*) from `user`');
    return true;
  } catch {
    return false;
  }
}

describeEachDatabase('migrations', (database) => {
  let orm: MikroORM;
  beforeEach(async () => {
    orm = await openOrm(loadDatabaseConfig(database.env));
  });
  afterEach(async () => {
    await revertMigrations(orm, 'all');
    await orm.close(true);
  });

  it('starts with every migration pending, and the server check refuses to run', async () => {
    expect(await pendingMigrations(orm)).toEqual([CREATE_USER]);
    await expect(assertNoPendingMigrations(orm)).rejects.toThrow(/pending.*run `npm run migrate(:dev -w graph-api)?` with the same DATABASE_URL or DATA_DIR/s);
  });

  it('applies up, then reverts down', async () => {
    expect(await applyMigrations(orm)).toEqual([CREATE_USER]);
    expect(await pendingMigrations(orm)).toEqual([]);
    await expect(assertNoPendingMigrations(orm)).resolves.toBeUndefined();
    expect(await userTableExists(orm)).toBe(true);

    expect(await revertMigrations(orm, 'last')).toEqual([CREATE_USER]);
    expect(await userTableExists(orm)).toBe(false);
    expect(await pendingMigrations(orm)).toEqual([CREATE_USER]);
  });

  it('creates a user table matching the entity, with unique usernames and UTC times', async () => {
    await applyMigrations(orm);
    const em = orm.em.fork();
    const createdAt = new Date('2024-03-10T23:30:00.000Z');
    em.create(User, { username: 'ada', email: 'ada@example.com', createdAt, updatedAt: createdAt });
    await em.flush();

    const stored = await orm.em.fork().findOneOrFail(User, { username: 'ada' });
    expect(stored).toMatchObject({ email: 'ada@example.com', passwordHash: null, googleId: null, firstName: null });
    expect(stored.createdAt.toISOString()).toBe(createdAt.toISOString());

    const duplicate = orm.em.fork();
    duplicate.create(User, { username: 'ada', email: 'other@example.com' });
    await expect(duplicate.flush()).rejects.toThrow();
  });
});

describe('migration folders', () => {
  it('has the same migrations, by name, for both dialects', async () => {
    const { readdir } = await import('node:fs/promises');
    const { migrationsFolder } = await import('./orm-options');
    const names = async (kind: 'sqlite' | 'mysql') =>
      (await readdir(migrationsFolder(kind).source)).filter((file) => file.endsWith('.ts')).map((file) => file.replace(/^Migration\d{14}_/, ''));
    expect(await names('sqlite')).toEqual(await names('mysql'));
  });
});
