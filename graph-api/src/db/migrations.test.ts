import type { MikroORM } from '@mikro-orm/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/support/databases';
import { loadDatabaseConfig } from '../config';
import { User } from '../infra/users/user.entity';
import { applyMigrations, assertNoPendingMigrations, pendingMigrations, revertMigrations } from './migrations';
import { openOrm } from './orm';

const CREATE_USER = expect.stringMatching(/^Migration\d{14}_create_user$/);
const ACCOUNTS = expect.stringMatching(/^Migration\d{14}_accounts$/);
const TRADES_AND_IMPORTS = expect.stringMatching(/^Migration\d{14}_trades_and_imports$/);
const EXECUTION_POSITION_EFFECT = expect.stringMatching(/^Migration\d{14}_execution_position_effect$/);
const JOURNAL = expect.stringMatching(/^Migration\d{14}_journal$/);
const ANALYTICS_SUMMARY = expect.stringMatching(/^Migration\d{14}_analytics_summary$/);
const ANALYTICS_FOLDED_SUMMARY = expect.stringMatching(/^Migration\d{14}_analytics_folded_summary$/);
const MARKET_DATA = expect.stringMatching(/^Migration\d{14}_market_data$/);
const COACHING = expect.stringMatching(/^Migration\d{14}_coaching$/);
const INSIGHTS = expect.stringMatching(/^Migration\d{14}_insights$/);
const ANALYTICS_STATE_TOTALS = expect.stringMatching(/^Migration\d{14}_analytics_state_totals$/);
const DEMO_JOURNAL = expect.stringMatching(/^Migration\d{14}_demo_journal$/);
const DATETIME_MILLISECONDS = expect.stringMatching(/^Migration\d{14}_datetime_milliseconds$/);
const CANDLE_OWNER = expect.stringMatching(/^Migration\d{14}_candle_owner$/);
const EMAIL_VERIFICATION = expect.stringMatching(/^Migration\d{14}_email_verification$/);
const TRADE_FILLS = expect.stringMatching(/^Migration\d{14}_trade_fills$/);
const TRADE_FILLS_BACKFILL = expect.stringMatching(/^Migration\d{14}_trade_fills_backfill$/);
const JOBS = expect.stringMatching(/^Migration\d{14}_jobs$/);
const NOTIFICATIONS = expect.stringMatching(/^Migration\d{14}_notifications$/);
const RISK_RULES = expect.stringMatching(/^Migration\d{14}_risk_rules$/);
const BROKER_SYNC = expect.stringMatching(/^Migration\d{14}_broker_sync$/);
const USER_WRITE_TURN = expect.stringMatching(/^Migration\d{14}_user_write_turn$/);
const TRADE_EXIT_KIND = expect.stringMatching(/^Migration\d{14}_trade_exit_kind$/);
const POSITION_CHOICE = expect.stringMatching(/^Migration\d{14}_position_choice$/);
const MANUAL_FILLS = expect.stringMatching(/^Migration\d{14}_manual_fills$/);
const WIDEN_TIMEZONE = expect.stringMatching(/^Migration\d{14}_widen_timezone$/);
const IMPORT_RECONCILIATION = expect.stringMatching(/^Migration\d{14}_import_reconciliation$/);
const TIME_GIVEN = expect.stringMatching(/^Migration\d{14}_time_given$/);
const TRADE_EXIT_LINK = expect.stringMatching(/^Migration\d{14}_trade_exit_link$/);
const HISTORY_SORT_INDEXES = expect.stringMatching(/^Migration\d{14}_history_sort_indexes$/);
const ORDER_ID = expect.stringMatching(/^Migration\d{14}_order_id$/);
const HISTORY_SORT_KEYS = expect.stringMatching(/^Migration\d{14}_history_sort_keys$/);
const ALL_MIGRATIONS = [CREATE_USER, ACCOUNTS, TRADES_AND_IMPORTS, EXECUTION_POSITION_EFFECT, JOURNAL, ANALYTICS_SUMMARY, ANALYTICS_FOLDED_SUMMARY, MARKET_DATA, COACHING, INSIGHTS, ANALYTICS_STATE_TOTALS, DEMO_JOURNAL, DATETIME_MILLISECONDS, CANDLE_OWNER, EMAIL_VERIFICATION, TRADE_FILLS, TRADE_FILLS_BACKFILL, JOBS, NOTIFICATIONS, RISK_RULES, BROKER_SYNC, USER_WRITE_TURN, TRADE_EXIT_KIND, POSITION_CHOICE, MANUAL_FILLS, WIDEN_TIMEZONE, IMPORT_RECONCILIATION, TIME_GIVEN, TRADE_EXIT_LINK, HISTORY_SORT_INDEXES, ORDER_ID, HISTORY_SORT_KEYS];

// MariaDB reports the default of a nullable column as the text 'NULL', which MikroORM's MySQL
// platform takes for a difference: re-declaring such a varchar or text column as it is changes nothing.
const MARIADB_NULLABLE_NO_OP = /^alter table `\w+` modify `\w+` (varchar\(\d+\)|text)(, modify `\w+` (varchar\(\d+\)|text))*;$/;

async function tableExists(orm: MikroORM, table: string): Promise<boolean> {
  try {
    await orm.em.getConnection().execute(`select count(*) from \`${table}\``);
    return true;
  } catch {
    return false;
  }
}

async function columnExists(orm: MikroORM, table: string, column: string): Promise<boolean> {
  try {
    await orm.em.getConnection().execute(`select \`${column}\` from \`${table}\` limit 1`);
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
    expect(await pendingMigrations(orm)).toEqual(ALL_MIGRATIONS);
    await expect(assertNoPendingMigrations(orm)).rejects.toThrow(/pending.*run `npm run migrate(:dev -w graph-api)?` with the same DATABASE_URL or DATA_DIR/s);
  });

  it('applies up, then reverts down', async () => {
    expect(await applyMigrations(orm)).toEqual(ALL_MIGRATIONS);
    expect(await pendingMigrations(orm)).toEqual([]);
    await expect(assertNoPendingMigrations(orm)).resolves.toBeUndefined();
    expect(await tableExists(orm, 'session')).toBe(true);

    expect(await tableExists(orm, 'execution')).toBe(true);
    expect(await tableExists(orm, 'trade_journal_tag')).toBe(true);

    expect(await tableExists(orm, 'analytics_state')).toBe(true);
    expect(await tableExists(orm, 'candle_range')).toBe(true);
    expect(await tableExists(orm, 'playbook')).toBe(true);
    expect(await tableExists(orm, 'insight')).toBe(true);
    expect(await tableExists(orm, 'demo_journal')).toBe(true);
    expect(await tableExists(orm, 'job')).toBe(true);
    expect(await tableExists(orm, 'risk_breach')).toBe(true);
    expect(await columnExists(orm, 'trade', 'r_multiple')).toBe(true);
    expect(await revertMigrations(orm, 'last')).toEqual([HISTORY_SORT_KEYS]);
    expect(await columnExists(orm, 'trade', 'symbol')).toBe(false);
    expect(await columnExists(orm, 'trade', 'hold_ms')).toBe(false);
    expect(await columnExists(orm, 'trade', 'r_multiple')).toBe(false);
    expect(await columnExists(orm, 'execution', 'order_id')).toBe(true);
    expect(await columnExists(orm, 'trade', 'entry_order_id')).toBe(true);
    expect(await revertMigrations(orm, 'last')).toEqual([ORDER_ID]);
    expect(await columnExists(orm, 'execution', 'order_id')).toBe(false);
    expect(await columnExists(orm, 'trade', 'entry_order_id')).toBe(false);
    expect(await revertMigrations(orm, 'last')).toEqual([HISTORY_SORT_INDEXES]);
    expect(await columnExists(orm, 'execution', 'assigned_from')).toBe(true);
    expect(await revertMigrations(orm, 'last')).toEqual([TRADE_EXIT_LINK]);
    expect(await columnExists(orm, 'execution', 'close_kind')).toBe(false);
    expect(await columnExists(orm, 'execution', 'assigned_from')).toBe(false);
    expect(await columnExists(orm, 'execution', 'time_given')).toBe(true);
    expect(await revertMigrations(orm, 'last')).toEqual([TIME_GIVEN]);
    expect(await columnExists(orm, 'execution', 'time_given')).toBe(false);
    expect(await columnExists(orm, 'trade_import', 'reconciled')).toBe(true);
    expect(await revertMigrations(orm, 'last')).toEqual([IMPORT_RECONCILIATION]);
    expect(await columnExists(orm, 'trade_import', 'reconciled')).toBe(false);
    expect(await revertMigrations(orm, 'last')).toEqual([WIDEN_TIMEZONE]);
    expect(await columnExists(orm, 'trade', 'manual_fills')).toBe(true);
    expect(await revertMigrations(orm, 'last')).toEqual([MANUAL_FILLS]);
    expect(await columnExists(orm, 'trade', 'manual_fills')).toBe(false);
    expect(await tableExists(orm, 'execution')).toBe(true);
    expect(await tableExists(orm, 'position_choice')).toBe(true);
    expect(await revertMigrations(orm, 'last')).toEqual([POSITION_CHOICE]);
    expect(await tableExists(orm, 'position_choice')).toBe(false);
    await orm.em.getConnection().execute('select exit_kind from trade');
    expect(await revertMigrations(orm, 'last')).toEqual([TRADE_EXIT_KIND]);
    await expect(orm.em.getConnection().execute('select exit_kind from trade')).rejects.toThrow();
    expect(await columnExists(orm, 'user', 'write_turn')).toBe(true);
    expect(await revertMigrations(orm, 'last')).toEqual([USER_WRITE_TURN]);
    expect(await columnExists(orm, 'user', 'write_turn')).toBe(false);
    expect(await revertMigrations(orm, 'last')).toEqual([BROKER_SYNC]);
    expect(await tableExists(orm, 'broker_connection')).toBe(true);
    expect(await revertMigrations(orm, 'last')).toEqual([RISK_RULES]);
    expect(await tableExists(orm, 'risk_rule')).toBe(false);
    expect(await tableExists(orm, 'risk_breach')).toBe(false);
    expect(await tableExists(orm, 'notification')).toBe(true);
    expect(await revertMigrations(orm, 'last')).toEqual([NOTIFICATIONS]);
    expect(await tableExists(orm, 'notification')).toBe(false);
    expect(await revertMigrations(orm, 'last')).toEqual([JOBS]);
    expect(await tableExists(orm, 'job')).toBe(false);
    expect(await tableExists(orm, 'trade_fills')).toBe(true);
    expect(await revertMigrations(orm, 'last')).toEqual([TRADE_FILLS_BACKFILL]);
    expect(await tableExists(orm, 'trade_fills')).toBe(true);
    expect(await revertMigrations(orm, 'last')).toEqual([TRADE_FILLS]);
    expect(await tableExists(orm, 'trade_fills')).toBe(false);
    expect(await tableExists(orm, 'email_link')).toBe(true);
    expect(await revertMigrations(orm, 'last')).toEqual([EMAIL_VERIFICATION]);
    expect(await tableExists(orm, 'email_link')).toBe(false);
    expect(await revertMigrations(orm, 'last')).toEqual([CANDLE_OWNER]);
    expect(await tableExists(orm, 'candle')).toBe(true);
    expect(await revertMigrations(orm, 'last')).toEqual([DATETIME_MILLISECONDS]);
    expect(await tableExists(orm, 'demo_journal')).toBe(true);
    expect(await revertMigrations(orm, 'last')).toEqual([DEMO_JOURNAL]);
    expect(await tableExists(orm, 'demo_journal')).toBe(false);
    expect(await revertMigrations(orm, 'last')).toEqual([ANALYTICS_STATE_TOTALS]);
    expect(await tableExists(orm, 'analytics_state')).toBe(true);
    expect(await revertMigrations(orm, 'last')).toEqual([INSIGHTS]);
    expect(await tableExists(orm, 'insight')).toBe(false);
    expect(await tableExists(orm, 'insight_run')).toBe(false);
    expect(await revertMigrations(orm, 'last')).toEqual([COACHING]);
    expect(await tableExists(orm, 'psychology_assessment')).toBe(false);
    expect(await revertMigrations(orm, 'last')).toEqual([MARKET_DATA]);
    expect(await tableExists(orm, 'candle')).toBe(false);
    expect(await tableExists(orm, 'candle_range')).toBe(false);
    expect(await revertMigrations(orm, 'last')).toEqual([ANALYTICS_FOLDED_SUMMARY]);
    expect(await revertMigrations(orm, 'last')).toEqual([ANALYTICS_SUMMARY]);
    expect(await tableExists(orm, 'analytics_state')).toBe(false);
    expect(await revertMigrations(orm, 'last')).toEqual([JOURNAL]);
    expect(await tableExists(orm, 'trade_journal_tag')).toBe(false);
    expect(await tableExists(orm, 'journal_tag')).toBe(false);
    expect(await revertMigrations(orm, 'last')).toEqual([EXECUTION_POSITION_EFFECT]);
    expect(await tableExists(orm, 'execution')).toBe(true);
    expect(await revertMigrations(orm, 'last')).toEqual([TRADES_AND_IMPORTS]);
    expect(await tableExists(orm, 'execution')).toBe(false);
    expect(await tableExists(orm, 'trade_import')).toBe(false);
    expect(await tableExists(orm, 'session')).toBe(true);
    expect(await revertMigrations(orm, 'last')).toEqual([ACCOUNTS]);
    expect(await tableExists(orm, 'session')).toBe(false);
    expect(await tableExists(orm, 'user')).toBe(true);
    expect(await revertMigrations(orm, 'last')).toEqual([CREATE_USER]);
    expect(await tableExists(orm, 'user')).toBe(false);
    expect(await pendingMigrations(orm)).toEqual(ALL_MIGRATIONS);
  });

  it('builds exactly the schema the entities describe (the committed migrations are complete)', async () => {
    await applyMigrations(orm);
    const statements = (await orm.schema.getUpdateSchemaSQL({ wrap: false }))
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !MARIADB_NULLABLE_NO_OP.test(line));
    expect(statements).toEqual([]);
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
