import { type Connection, createConnection } from 'mysql2';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type MySqlDatabaseConfig, mySqlServerFromUrl } from '../database-config';
import { createScratchDatabase, dropScratchDatabase } from '../mysql-server';
import { insertAsSqlText, loadDataFromMemory, sqlLiteral, tsvField, withoutForeignKeyChecks } from './mysql-bulk-insert';

/** A mysql2-like connection that records statements and answers on a later turn, failing where told. */
function fakeConnection(failOn = -1) {
  const statements: string[] = [];
  return {
    statements,
    query(sql: string, callback: (error: Error | null) => void) {
      const index = statements.push(sql) - 1;
      setImmediate(() => callback(index === failOn ? new Error(`statement ${index} failed`) : null));
    },
  };
}

const HEAD = 'insert into `t` (`a`, `b`) values ';
const rows = (count: number) => Array.from({ length: count }, (_, index) => ({ index, text: `row ${index} ${'x'.repeat(200)}` }));

describe('sqlLiteral', () => {
  it('writes values as MySQL literals', () => {
    expect(sqlLiteral(null)).toBe('null');
    expect(sqlLiteral(42)).toBe('42');
    expect(sqlLiteral('50.99')).toBe("'50.99'");
    expect(sqlLiteral(new Date('2026-07-15T13:43:10.123Z'))).toBe("'2026-07-15 13:43:10.123'");
  });

  it('writes what would end or bend a string literal as UTF-8 hex, whatever the sql_mode', () => {
    expect(sqlLiteral("O'Brien")).toBe(`_utf8mb4 X'${Buffer.from("O'Brien").toString('hex')}'`);
    expect(sqlLiteral('back\\slash')).toBe("_utf8mb4 X'6261636b5c736c617368'");
    expect(sqlLiteral('line\nbreak')).toBe("_utf8mb4 X'6c696e650a627265616b'");
    expect(sqlLiteral('nul\0byte')).toBe("_utf8mb4 X'6e756c0062797465'");
    expect(sqlLiteral('Zürich "AG"')).toBe(`_utf8mb4 X'${Buffer.from('Zürich "AG"').toString('hex')}'`);
  });

  it('refuses numbers MySQL cannot store', () => {
    expect(() => sqlLiteral(Number.NaN)).toThrow(RangeError);
    expect(() => sqlLiteral(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('insertAsSqlText', () => {
  it('sends every row once, in order, in statements of about 256 KB', async () => {
    const connection = fakeConnection();
    const items = rows(3000);
    await insertAsSqlText(connection, HEAD, items, (item) => [item.index, item.text]);
    expect(connection.statements.length).toBeGreaterThan(1);
    for (const statement of connection.statements) {
      expect(statement.startsWith(HEAD)).toBe(true);
      expect(statement.length).toBeLessThan(256 * 1024 + 1024);
    }
    const sent = connection.statements.flatMap((statement) => [...statement.matchAll(/\((\d+),'row /g)].map((match) => Number(match[1])));
    expect(sent).toEqual(items.map((item) => item.index));
  });

  it('sends nothing for no rows', async () => {
    const connection = fakeConnection();
    await insertAsSqlText(connection, HEAD, [], () => []);
    expect(connection.statements).toEqual([]);
  });

  it('fails with the error of a statement that fails mid-way, sends no further statement after learning of it, and leaves no rejection unhandled', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const connection = fakeConnection(1);
      await expect(insertAsSqlText(connection, HEAD, rows(5000), (item) => [item.index, item.text])).rejects.toThrow('statement 1 failed');
      expect(connection.statements).toHaveLength(2);
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('refuses a connection that cannot send SQL', async () => {
    await expect(insertAsSqlText({}, HEAD, rows(1), (item) => [item.index, item.text])).rejects.toThrow(/no MySQL connection/);
  });
});

describe('tsvField', () => {
  it('writes NULL as \\N and escapes what would end or bend a field', () => {
    expect(tsvField(null)).toBe('\\N');
    expect(tsvField(7)).toBe('7');
    expect(tsvField('50.99')).toBe('50.99');
    expect(tsvField(new Date('2026-07-15T13:43:10.123Z'))).toBe('2026-07-15 13:43:10.123');
    expect(tsvField('a\tb\nc\\d\re\0f')).toBe('a\\tb\\nc\\\\d\\re\\0f');
    expect(tsvField('\\N')).toBe('\\\\N');
    expect(() => tsvField(Number.NaN)).toThrow(RangeError);
  });
});

const mysql = inject('mysql');

describe.skipIf(Boolean(mysql.unreachableBecause) && !mysql.required)('loadDataFromMemory [mysql]', () => {
  const server = mySqlServerFromUrl(mysql.url);
  let database: MySqlDatabaseConfig;

  beforeAll(async () => {
    database = await createScratchDatabase(server, 'tj_test');
  });
  afterAll(async () => {
    if (database) await dropScratchDatabase(server, database.dbName);
  });

  /** A session on the scratch database, in a transaction on a fresh table `t`; `localFiles: false` makes the server refuse LOCAL INFILE. */
  async function session(localFiles: boolean) {
    const connection: Connection = createConnection({
      host: database.host, port: database.port, user: database.user, password: database.password, database: database.dbName,
      dateStrings: true, flags: localFiles ? [] : ['-LOCAL_FILES'],
    });
    const query = <Row = unknown>(sql: string) => new Promise<Row[]>((resolve, reject) => connection.query(sql, (error, rows) => (error ? reject(error) : resolve(rows as Row[]))));
    await query('drop table if exists t');
    await query('create table t (id int primary key auto_increment, a varchar(40) not null, b decimal(10,2) not null, c datetime(3) not null, d varchar(8) null, unique (a)) engine=InnoDB');
    await query('start transaction');
    return { connection, query, end: () => new Promise<void>((resolve) => connection.end(() => resolve())) };
  }

  const COLUMNS = ['a', 'b', 'c', 'd'];
  interface Row { a: string; b: string; c: Date; d: string | null }
  const valuesOf = (row: Row) => [row.a, row.b, row.c, row.d];
  const tricky: Row[] = [
    { a: 'tab\there', b: '1.25', c: new Date('2026-07-15T13:43:10.123Z'), d: null },
    { a: 'nl\nback\\sl\\N\r\0 Zürich "q" \'s', b: '-2.5', c: new Date(0), d: 'NULL' },
    { a: '\\N', b: '3', c: new Date('2026-01-01T00:00:00Z'), d: '' },
  ];

  it('stores every value as it was, in the transaction, with no file on disk', async () => {
    const { query, connection, end } = await session(true);
    try {
      let sent = 0;
      expect(await loadDataFromMemory(connection, 't', COLUMNS, tricky, valuesOf, () => (sent += 1))).toBe(true);
      expect(sent).toBe(1);
      const rows = await query<{ a: string; b: string; c: string; d: string | null }>('select a, b, c, d from t order by id');
      expect(rows).toEqual([
        { a: tricky[0]!.a, b: '1.25', c: '2026-07-15 13:43:10.123', d: null },
        { a: tricky[1]!.a, b: '-2.50', c: '1970-01-01 00:00:00.000', d: 'NULL' },
        { a: '\\N', b: '3.00', c: '2026-01-01 00:00:00.000', d: '' },
      ]);
      await query('rollback');
      expect(await query('select * from t')).toEqual([]);
    } finally {
      await end();
    }
  });

  it('fails on a row the server would only warn about under LOCAL (a duplicate key, a value too long), or one it cannot write', async () => {
    const { query, connection, end } = await session(true);
    try {
      await loadDataFromMemory(connection, 't', COLUMNS, tricky, valuesOf);
      await expect(loadDataFromMemory(connection, 't', COLUMNS, [tricky[0]!], valuesOf)).rejects.toThrow(/1062/);
      await expect(loadDataFromMemory(connection, 't', COLUMNS, [{ ...tricky[0]!, a: 'x'.repeat(41) }], valuesOf)).rejects.toThrow(/1265|1406/);
      // A value that cannot be written ends the file early: the load fails rather than storing part of it.
      await expect(loadDataFromMemory(connection, 't', ['a', 'b'], [{ a: 'fine' }, { a: 'bad' }], ({ a }) => [a, a === 'bad' ? Number.NaN : 1])).rejects.toThrow(RangeError);
    } finally {
      await query('rollback');
      await end();
    }
  });

  it('answers false when the server refuses LOCAL INFILE, leaving the transaction usable for INSERTs and its rollback whole', async () => {
    const { query, connection, end } = await session(false);
    try {
      await query("insert into t (a, b, c) values ('before', 1, '2026-01-01')");
      expect(await loadDataFromMemory(connection, 't', COLUMNS, tricky, valuesOf)).toBe(false);
      await insertAsSqlText(connection, 'insert into `t` (`a`, `b`, `c`, `d`) values ', tricky, valuesOf);
      expect(await query<{ a: string }>('select a from t order by id')).toEqual([{ a: 'before' }, ...tricky.map(({ a }) => ({ a }))]);
      await query('rollback');
      expect(await query('select * from t')).toEqual([]);
    } finally {
      await end();
    }
  });

  it('turns foreign key checks off for the work alone, then back as they were, also when the work fails', async () => {
    const { query, connection, end } = await session(true);
    const checks = async () => (await query<{ checks: number }>('select @@session.foreign_key_checks as checks'))[0]!.checks;
    try {
      await query('create table child (id int primary key, parent_id int not null, foreign key (parent_id) references t (id)) engine=InnoDB');
      await withoutForeignKeyChecks(connection, () => query('insert into child values (1, 999)'));
      expect(await checks()).toBe(1);
      await expect(query('insert into child values (2, 999)')).rejects.toThrow(/1452|foreign key constraint fails/);
      await expect(withoutForeignKeyChecks(connection, () => Promise.reject(new Error('the load failed')))).rejects.toThrow('the load failed');
      expect(await checks()).toBe(1);
      await query('set foreign_key_checks = 0');
      await withoutForeignKeyChecks(connection, () => query('select 1'));
      expect(await checks()).toBe(0);
    } finally {
      await query('drop table if exists child');
      await end();
    }
  });
});
