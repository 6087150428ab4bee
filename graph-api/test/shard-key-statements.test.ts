import { describe, expect, it } from 'vitest';
import { normalizeSql, reachesByUser, statementsWithoutShardKey } from './support/shard-key-statements';

const TRADE = { table: 'trade', column: 'user_id' };
const INSTRUMENT = { table: 'account_instrument', column: 'user_id' };
const USER = { table: 'user', column: 'id' };
const OWNED = [TRADE, INSTRUMENT, USER];
const reaches = (sql: string, owned = TRADE) => reachesByUser(normalizeSql(sql), owned, OWNED);

describe('the shard-key reading of a statement (docs/sharding.md)', () => {
  it('passes a statement that compares the user column with a value, bare or through the alias', () => {
    expect(reaches('select * from `trade` where `user_id` = ? and id = ?')).toBe(true);
    expect(reaches('select t0.* from trade as t0 where t0.user_id in (1, 2)')).toBe(true);
    expect(reaches('delete from trade where id = ? and user_id = ?')).toBe(true);
    expect(reaches('select * from user as u0 where u0.id = ?', USER)).toBe(true);
  });

  it('fails one that reaches the table by anything else', () => {
    expect(reaches('select * from trade where id = ?')).toBe(false);
    expect(reaches('update trade set net_pnl = ? where id in (?, ?)')).toBe(false);
    expect(reaches('select count(*) from trade')).toBe(false);
    // A user id of another table is not this table's.
    expect(reaches('select t.* from trade t join account_instrument ai on ai.id = t.account_instrument_id where ai.user_id = ?')).toBe(false);
    // Nor is a bare `user_id` where a join makes it ambiguous.
    expect(reaches('select t.* from trade t join account_instrument ai on ai.id = t.account_instrument_id where user_id = ?')).toBe(false);
    expect(reaches('select * from user as u0 where u0.username = ?', USER)).toBe(false);
  });

  it('passes a join on the user with a table whose user is given, and no other join', () => {
    const joined = 'select t.*, ai.symbol from trade t join account_instrument ai on ai.id = t.account_instrument_id and ai.user_id = t.user_id where t.user_id = ?';
    expect(reaches(joined, INSTRUMENT)).toBe(true);
    expect(reaches(joined.replace(' and ai.user_id = t.user_id', ''), INSTRUMENT)).toBe(false);
    // Equated users, but neither given: a join across every user.
    expect(reaches('select * from trade t join account_instrument ai on ai.user_id = t.user_id where t.id = ?', INSTRUMENT)).toBe(false);
  });

  it('reads an insert by its columns, MySQL LOAD DATA included', () => {
    expect(reaches('insert into `trade` (`user_id`, `trade_key`) values (1, \'k\'), (1, \'l\')')).toBe(true);
    expect(reaches('insert into trade (trade_key) values (?)')).toBe(false);
    expect(reaches("load data local infile 'rows' into table `trade` (`user_id`, `trade_key`)")).toBe(true);
    expect(reaches("load data local infile 'rows' into table `trade` (`trade_key`)")).toBe(false);
  });

  it('reports each statement once per table, less the allowed ones', () => {
    const statements = ['select * from trade where id = 1', 'select * from trade where id = 2', 'select * from user where username = ?', 'select * from trade where user_id = ?'];
    const allowed = [{ table: 'user', pattern: /where username = \?$/, reason: 'found by name' }];
    expect(statementsWithoutShardKey(statements, OWNED, allowed)).toEqual([{ table: 'trade', sql: 'select * from trade where id = ?' }]);
  });
});
