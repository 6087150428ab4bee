import { MikroORM } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dasTradesCsv, manyDasRoundTrips } from '../../../../test/support/das-csv';
import { userRowCount } from '../../../../test/support/user-rows';
import { systemClock } from '../../../clock';
import { type MySqlDatabaseConfig, mySqlServerFromUrl } from '../../../db/database-config';
import { applyMigrations } from '../../../db/migrations';
import { createScratchDatabase, dropScratchDatabase } from '../../../db/mysql-server';
import { ormOptions } from '../../../db/orm-options';
import { createLogger } from '../../../logger';
import { SettingsService } from '../../settings/settings.service';
import { User } from '../../../infra/users/user.entity';
import { CsvImportService } from './csv-import.service';
import { ImportError } from '../import.errors';
import { ImportService } from './import.service';

const mysql = inject('mysql');
const DAY = { tradeDate: '2026-07-15', timeZone: 'America/New_York' };

// The other suites import through LOAD DATA LOCAL INFILE; here the connection does not offer it,
// so the server refuses it (as with local_infile off) and the import stores its rows as INSERTs.
describe.skipIf(Boolean(mysql.unreachableBecause) && !mysql.required)('ImportService where MariaDB refuses LOAD DATA LOCAL [mysql]', () => {
  const server = mySqlServerFromUrl(mysql.url);
  let database: MySqlDatabaseConfig;
  let orm: MikroORM;
  let csvImports: CsvImportService;

  beforeAll(async () => {
    database = await createScratchDatabase(server, 'tj_test');
    orm = await MikroORM.init({ ...ormOptions(database), driverOptions: { connection: { flags: ['-LOCAL_FILES'] } } });
    await applyMigrations(orm);
    csvImports = new CsvImportService(new ImportService(systemClock, createLogger('silent')), new SettingsService(systemClock), systemClock);
  });
  afterAll(async () => {
    await orm?.close(true);
    if (database) await dropScratchDatabase(server, database.dbName);
  });

  const newUser = async (username: string) => {
    const em = orm.em.fork();
    const user = em.create(User, { username, email: `${username}@example.test` });
    await em.flush();
    return user.id;
  };
  const importCsv = (userId: number, csv: string) =>
    csvImports.import(orm.em.fork(), userId, { upload: { fileName: 'trades.csv', bytes: Buffer.from(csv) }, platform: 'das_trader', ...DAY });
  const countRows = (table: string, userId: number) => userRowCount(orm, table, userId);

  it('stores the import whole, and recognises it on re-import', async () => {
    const userId = await newUser('noinfile');
    const fills = manyDasRoundTrips(300);
    expect(await importCsv(userId, dasTradesCsv(fills))).toMatchObject({ executionsImported: 600, tradesImported: 300 });
    expect(await countRows('execution', userId)).toBe(600);
    expect(await countRows('trade', userId)).toBe(300);
    expect(await importCsv(userId, dasTradesCsv(fills))).toMatchObject({ executionsImported: 0, duplicatesSkipped: 600 });
  });

  it('leaves nothing of an import that fails mid-way', async () => {
    const userId = await newUser('noinfilefail');
    const fills = manyDasRoundTrips(600);
    fills.splice(1100, 0, { time: '14:00:00', symbol: 'BOOM', side: 'B', price: '1', qty: 1 });
    const connection = orm.em.getConnection();
    await connection.execute(
      "create trigger fail_on_boom before insert on execution for each row begin if new.account_instrument_id in (select id from account_instrument where symbol = 'BOOM') then signal sqlstate '45000' set message_text = 'injected failure'; end if; end",
    );
    try {
      await expect(importCsv(userId, dasTradesCsv(fills))).rejects.toBeInstanceOf(ImportError);
    } finally {
      await connection.execute('drop trigger if exists fail_on_boom');
    }
    expect(await countRows('execution', userId)).toBe(0);
    expect(await countRows('trade', userId)).toBe(0);
    // Only the record of the failure (status failed) remains.
    expect(await orm.em.fork().count('TradeImport', { user: userId, status: 'completed' })).toBe(0);
  });
});
