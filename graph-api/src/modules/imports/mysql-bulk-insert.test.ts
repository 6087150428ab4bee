import { describe, expect, it } from 'vitest';
import { insertAsSqlText, sqlLiteral } from './mysql-bulk-insert';

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
