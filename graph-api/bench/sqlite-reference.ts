import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/core';
import { applyMigrations } from '../src/db/migrations';
import { openOrm } from '../src/db/orm';
import { groupsOf, insertExecutions, type KeyedExecution, storeGroups } from '../src/modules/imports/storage/execution-store';
import { TradeImport } from '../src/modules/imports/import.entity';
import { runSql, selectRows } from '../src/db/raw-sql';
import { insertTradeFills, insertTrades } from '../src/modules/imports/storage/trade-store';
import type { RoundTrip } from '../src/modules/trades/matching/round-trips';
import { User } from '../src/infra/users/user.entity';
import { timed } from './bench-measure';

export interface SqliteReferenceTimes {
  /** The import's own writers, into the migrated tables (with their indexes and foreign keys). */
  withIndexesSeconds: number;
  /** The same, into tables stripped of their indexes: only the rows themselves. */
  withoutIndexesSeconds: number;
}

/**
 * How fast SQLite itself takes the rows an import stores (its executions, its round trips and their fills),
 * through the import's own writers and nothing else: no parsing, keys, matching or lookups. SQLite
 * has no bulk loader of its own, so this is its reference: the time the end-to-end figure cannot
 * go below on this machine. Each measurement is a transaction into a fresh database, committed.
 */
export async function sqliteReference(executions: readonly KeyedExecution[], roundTrips: readonly RoundTrip[]): Promise<SqliteReferenceTimes> {
  return {
    withIndexesSeconds: await storeInFreshDatabase(executions, roundTrips, false),
    withoutIndexesSeconds: await storeInFreshDatabase(executions, roundTrips, true),
  };
}

async function storeInFreshDatabase(executions: readonly KeyedExecution[], roundTrips: readonly RoundTrip[], withoutIndexes: boolean): Promise<number> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tj-bench-reference-'));
  const orm = await openOrm({ kind: 'sqlite', file: path.join(dataDir, 'reference.sqlite') });
  try {
    await applyMigrations(orm);
    const em = orm.em.fork();
    if (withoutIndexes) await dropIndexes(em, ['account_instrument', 'execution', 'trade', 'trade_fills']);
    const user = em.create(User, { username: 'reference', email: 'reference@example.test' });
    const record = em.create(TradeImport, { user, platform: 'das_trader', method: 'csv', status: 'completed', correlationId: randomUUID(), createdAt: new Date() });
    await em.flush();
    const { seconds } = await timed(() =>
      em.fork().transactional(async (tx) => {
        const groupIds = await storeGroups(tx, user.id, 'das_trader', groupsOf(executions), new Map());
        await insertExecutions(tx, record.id, executions, groupIds).stored;
        await insertTrades(tx, user.id, roundTrips, groupIds).stored;
        await insertTradeFills(tx, roundTrips, groupIds).stored;
      }),
    );
    return seconds;
  } finally {
    await orm.close(true);
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Every index declared on the tables (not the primary keys, which SQLite makes itself). */
async function dropIndexes(em: EntityManager, tables: readonly string[]): Promise<void> {
  const indexes = await selectRows<{ name: string }>(
    em,
    `select name from sqlite_master where type = 'index' and sql is not null and tbl_name in (${tables.map(() => '?').join(', ')})`,
    tables,
  );
  for (const { name } of indexes) await runSql(em, `drop index \`${name}\``);
}
