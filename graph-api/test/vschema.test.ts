import { MikroORM } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ormOptions } from '../src/db/orm-options';
import { mappedTables, userOwnedTables } from './support/user-owned-tables';
import { readVSchema } from './support/vschema';

/**
 * The user-owned tables that stay in the unsharded keyspace, and why (docs/sharding.md). Anything
 * else with a user is hashed by it.
 */
const UNSHARDED_USER_TABLES: Record<string, string> = {
  job: "the job queue: every runner claims due jobs across all users; a job's user is what it works for",
  rate_limit_counter: 'counts a client address or a login name before any user is known',
  candle: 'market data, mostly shared by every user (no user); a reference table on each shard',
  candle_range: 'which market data is held, beside candle; a reference table on each shard',
  demo_journal: 'the pool of prepared demo journals, claimed by id by a visitor who has no user yet',
};

describe('the Vitess VSchema (deploy/vitess/vschema.json)', () => {
  let orm: MikroORM;
  beforeAll(async () => {
    orm = await MikroORM.init({ ...ormOptions({ kind: 'sqlite', file: ':memory:' }), connect: false });
  });
  afterAll(() => orm.close());

  const vschema = readVSchema();
  const sharded = vschema.sharded.tables;
  const global = vschema.global.tables;
  const vindexes = vschema.sharded.vindexes ?? {};
  const primaryOf = (table: string) => sharded[table]?.column_vindexes?.[0];

  it('places every table the ORM maps, in one keyspace', () => {
    for (const table of mappedTables(orm.getMetadata())) {
      const inSharded = table in sharded && sharded[table]!.type !== 'reference';
      expect(Number(inSharded) + Number(table in global), `${table} must be in exactly one keyspace`).toBe(1);
    }
    expect(vschema.sharded.sharded).toBe(true);
    expect(vschema.global.sharded).toBe(false);
  });

  it('hashes every user-owned table by its user id, but those kept unsharded for a reason', () => {
    const owned = userOwnedTables(orm.getMetadata());
    expect(owned.length).toBeGreaterThan(20);
    for (const { table, column } of owned) {
      if (table in UNSHARDED_USER_TABLES) {
        expect(global, `${table}: ${UNSHARDED_USER_TABLES[table]}`).toHaveProperty(table);
        continue;
      }
      expect(primaryOf(table), table).toEqual({ column, name: 'user_hash' });
    }
    expect(vindexes.user_hash).toEqual({ type: 'hash' });
    const kept = owned.filter(({ table }) => table in global).map(({ table }) => table);
    expect(kept.sort()).toEqual(Object.keys(UNSHARDED_USER_TABLES).sort());
  });

  it("shards a table without a user by its parent's lookup vindex, the parent being hashed by user", () => {
    const metadata = orm.getMetadata();
    const owned = new Set(userOwnedTables(metadata).map(({ table }) => table));
    for (const meta of Object.values(metadata.getAll())) {
      const table = meta.tableName;
      if (owned.has(table) || table in global) continue;
      const primary = primaryOf(table)!;
      const vindex = vindexes[primary.name]!;
      expect(vindex.type, table).toBe('consistent_lookup_unique');
      // The column is a many-to-one to the vindex's owner, whose rows sit on their user's shard.
      const prop = Object.values(meta.properties).find((candidate) => candidate.fieldNames?.[0] === primary.column);
      expect(prop?.kind, `${table}.${primary.column}`).toBe('m:1');
      expect(metadata.find(prop!.type)?.tableName, `${table}.${primary.column}`).toBe(vindex.owner);
      expect(owned.has(vindex.owner!) && primaryOf(vindex.owner!)?.name).toBe('user_hash');
    }
  });

  it('names only columns the tables have, and keeps every lookup table and sequence in the unsharded keyspace', () => {
    const metadata = orm.getMetadata();
    const byTable = new Map(Object.values(metadata.getAll()).map((meta) => [meta.tableName, meta]));
    for (const [table, spec] of Object.entries(sharded)) {
      const meta = byTable.get(table);
      expect(meta, `${table} is not a table of the ORM`).toBeDefined();
      const columns = new Set(Object.values(meta!.properties).flatMap((prop) => prop.fieldNames ?? []));
      if (spec.type === 'reference') {
        expect(spec.source, table).toBe(`journal_global.${table}`);
        continue;
      }
      for (const { column, name } of spec.column_vindexes ?? []) {
        expect(columns.has(column), `${table}.${column}`).toBe(true);
        expect(vindexes, `${table}: vindex ${name}`).toHaveProperty(name);
        const owner = vindexes[name]!.owner;
        if (owner) expect(sharded[owner]?.column_vindexes, `${name} is owned by ${owner}, which must use it`).toContainEqual({ column: expect.any(String), name });
      }
      const key = meta!.getPrimaryProps()[0]!;
      if (key.autoincrement) {
        // Ids come from a sequence, unique across shards, not from each shard's AUTO_INCREMENT.
        expect(spec.auto_increment, table).toEqual({ column: key.fieldNames[0], sequence: `journal_global.${table}_seq` });
        expect(global[`${table}_seq`], table).toEqual({ type: 'sequence' });
      }
    }
    const lookupTables = Object.values(vindexes).flatMap(({ params }) => (params?.table ? [params.table.replace('journal_global.', '')] : []));
    for (const table of Object.keys(global)) {
      const known = byTable.has(table) || lookupTables.includes(table) || (global[table]!.type === 'sequence' && table.endsWith('_seq'));
      expect(known, `${table} in journal_global is neither a table, a lookup table nor a sequence`).toBe(true);
    }
  });
});
