import { knex } from '@mikro-orm/knex';
import { describe, expect, it } from 'vitest';
import { isRead } from './cluster-safe-mysql-driver';

describe('isRead: the statements run again after their connection broke outside a transaction', () => {
  const builder = knex({ client: 'mysql2' });

  it('takes plain reads, as text or as a query builder', () => {
    expect(isRead('select 1')).toBe(true);
    expect(isRead('  SHOW VARIABLES LIKE "wsrep%"')).toBe(true);
    expect(isRead('(select id from trade) union (select id from trade)')).toBe(true);
    expect(isRead(builder('trade').select('id').where({ user_id: 1 }))).toBe(true);
  });

  it('refuses writes and locking reads, whose second run could act twice or hold what the first did', () => {
    expect(isRead('update user set write_turn = write_turn + 1 where id = 1')).toBe(false);
    expect(isRead('insert into trade (id) values (1)')).toBe(false);
    expect(isRead('select id from user where id = 1 for update')).toBe(false);
    expect(isRead('select id from user where id = 1 lock in share mode')).toBe(false);
    expect(isRead(builder('trade').insert({ user_id: 1 }))).toBe(false);
    expect(isRead(builder('user').select('id').where({ id: 1 }).forUpdate())).toBe(false);
  });
});
