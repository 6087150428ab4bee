import type { MikroORM } from '@mikro-orm/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/support/databases';
import { loadDatabaseConfig } from '../config';
import { DEMO_JOURNAL_ID, DemoJournal } from '../modules/demo/demo-journal.entity';
import { DATETIME_FRACTIONAL_DIGITS } from './datetime-precision';
import { applyMigrations } from './migrations';
import { openOrm } from './orm';

describeEachDatabase('date-time precision', (database) => {
  let orm: MikroORM;
  beforeAll(async () => {
    orm = await openOrm(loadDatabaseConfig(database.env));
    await applyMigrations(orm);
  });
  afterAll(async () => orm?.close(true));

  it('declares every date-time column of every entity with milliseconds', () => {
    const dateTimes = Object.values(orm.getMetadata().getAll())
      .flatMap((meta) => Object.values(meta.properties).map((prop) => ({ column: `${meta.tableName}.${prop.name}`, prop })))
      .filter(({ prop }) => prop.runtimeType === 'Date');
    expect(dateTimes.length).toBeGreaterThan(30);
    expect(dateTimes.filter(({ prop }) => prop.length !== DATETIME_FRACTIONAL_DIGITS).map(({ column }) => column)).toEqual([]);
  });

  it('keeps the milliseconds of a time written, so a row is found again by the time it was written with', async () => {
    const claimedAt = new Date('2026-03-02T14:30:05.678Z');
    const em = orm.em.fork();
    await em.insert(DemoJournal, { id: DEMO_JOURNAL_ID, seed: 1, claimedAt });
    expect((await em.fork().findOneOrFail(DemoJournal, DEMO_JOURNAL_ID)).claimedAt).toEqual(claimedAt);
    expect(await em.fork().nativeUpdate(DemoJournal, { id: DEMO_JOURNAL_ID, claimedAt }, { generationMs: 1 })).toBe(1);
    await em.nativeDelete(DemoJournal, { id: DEMO_JOURNAL_ID });
  });

  // SQLite stores a date-time whole, whatever its declaration; MySQL as its column says.
  it.skipIf(database.kind !== 'mysql')('has milliseconds in every date-time column the migrations built', async () => {
    const columns: { column: string }[] = await orm.em.getConnection().execute(
      `select concat(table_name, '.', column_name) as \`column\` from information_schema.columns
       where table_schema = database() and table_name <> 'mikro_orm_migrations' and data_type in ('datetime', 'timestamp') and datetime_precision <> ?`,
      [DATETIME_FRACTIONAL_DIGITS],
    );
    expect(columns.map(({ column }) => column)).toEqual([]);
  });
});
