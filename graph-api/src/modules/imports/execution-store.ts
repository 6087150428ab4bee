import type { EntityManager } from '@mikro-orm/core';
import { canonicalDecimal } from '../trades/domain/decimal-text';
import type { ImportedExecution } from '../trades/domain/execution';
import type { Instrument } from '../trades/domain/instruments';
import type { MatchableExecution } from '../trades/matching/round-trips';
import { dateFromDatabase, insertRows, placeholdersFor, querySql, selectInChunks, type SqlValue } from './sql-batches';

/** An execution about to be stored, with the key that recognises it in later imports. */
export interface KeyedExecution {
  execution: ImportedExecution;
  dedupeKey: string;
}

/**
 * What the matcher needs of a keyed execution. Written out field by field: `{ ...execution, id }`
 * costs twenty times more (V8 clones the object slowly), half a second on a 175 000-fill file.
 */
export function matchableOf({ execution, dedupeKey }: KeyedExecution, sequence: number): MatchableExecution {
  return {
    id: dedupeKey,
    sequence,
    accountId: execution.accountId,
    instrument: execution.instrument,
    side: execution.side,
    quantity: execution.quantity,
    price: execution.price,
    commission: execution.commission,
    fees: execution.fees,
    executedAt: execution.executedAt,
  };
}

/** Executions of one platform account in one instrument: what the matcher works on. */
export interface ExecutionGroup {
  accountId: string;
  symbol: string;
}

export const groupId = ({ accountId, symbol }: ExecutionGroup) => `${accountId}\u0000${symbol}`;

// Bound variables per lookup: SQLite allows 32 766.
const KEY_CHUNK = 5000;

/** Which of `keys` the user already has for this platform. */
export async function findStoredDedupeKeys(em: EntityManager, userId: number, platform: string, keys: readonly string[]): Promise<Set<string>> {
  // A first import on a platform (the largest ones) has nothing to look up: one probe instead of a lookup per key.
  if (keys.length === 0 || !(await hasExecutions(em, userId, platform))) return new Set();
  const rows = await selectInChunks(keys, KEY_CHUNK, (chunk) =>
    querySql<{ dedupe_key: string }>(
      em,
      `select dedupe_key from execution where user_id = ? and platform = ? and dedupe_key in (${placeholdersFor(chunk.length)})`,
      [userId, platform, ...chunk],
    ),
  );
  return new Set(rows.map((row) => row.dedupe_key));
}

async function hasExecutions(em: EntityManager, userId: number, platform: string): Promise<boolean> {
  const rows = await querySql<{ found: number }>(em, 'select 1 as found from execution where user_id = ? and platform = ? limit 1', [userId, platform]);
  return rows.length > 0;
}

const EXECUTION_COLUMNS = [
  'user_id', 'trade_import_id', 'platform', 'account_id', 'symbol', 'asset_class', 'multiplier', 'underlying', 'expiry', 'strike', 'option_right',
  'side', 'quantity', 'price', 'commission', 'fees', 'executed_at', 'external_id', 'dedupe_key', 'source_line',
] as const;

/**
 * Stores the executions. `onSent` is called when all rows are on their way to a server that is
 * still storing them (LOAD DATA in MySQL): work that needs no database can run meanwhile.
 */
export async function insertExecutions(
  em: EntityManager,
  userId: number,
  importId: number,
  platform: string,
  executions: readonly KeyedExecution[],
  onSent?: () => void,
): Promise<void> {
  await insertRows(em, 'execution', EXECUTION_COLUMNS, executions, ({ execution, dedupeKey }): SqlValue[] => {
    const { instrument } = execution;
    return [
      userId, importId, platform, execution.accountId, instrument.symbol, instrument.assetClass, instrument.multiplier,
      instrument.option?.underlying ?? null, instrument.option?.expiry ?? null, instrument.option?.strike ?? null, instrument.option?.right ?? null,
      execution.side, execution.quantity, execution.price, execution.commission, execution.fees, execution.executedAt, execution.externalId, dedupeKey, execution.line,
    ];
  }, onSent);
}

/** The distinct account and instrument groups of `executions`. */
export function groupsOf(executions: readonly KeyedExecution[]): ExecutionGroup[] {
  const groups = new Map<string, ExecutionGroup>();
  for (const { execution } of executions) {
    const group = { accountId: execution.accountId, symbol: execution.instrument.symbol };
    const id = groupId(group);
    if (!groups.has(id)) groups.set(id, group);
  }
  return [...groups.values()];
}

/**
 * The ids of the groups among `groups` that hold executions from imports other than `importId`
 * (their trades must be rebuilt from all of them). Ask it before the import stores its own rows:
 * for a new group that is an index probe, where afterwards it would scan past every row just added.
 */
export async function groupsWithEarlierExecutions(em: EntityManager, userId: number, platform: string, importId: number, groups: readonly ExecutionGroup[]): Promise<Set<string>> {
  // No stored execution on the platform (a first import): no group can hold earlier ones.
  if (groups.length === 0 || !(await hasExecutions(em, userId, platform))) return new Set();
  const wanted = new Set(groups.map(groupId));
  const symbols = [...new Set(groups.map((group) => group.symbol))];
  const rows = await selectInChunks(symbols, KEY_CHUNK, (chunk) =>
    querySql<{ account_id: string; symbol: string }>(
      em,
      `select distinct account_id, symbol from execution where user_id = ? and platform = ? and trade_import_id <> ? and symbol in (${placeholdersFor(chunk.length)})`,
      [userId, platform, importId, ...chunk],
    ),
  );
  return new Set(rows.map((row) => groupId({ accountId: row.account_id, symbol: row.symbol })).filter((id) => wanted.has(id)));
}

interface ExecutionRow {
  id: number | string;
  account_id: string;
  symbol: string;
  asset_class: Instrument['assetClass'];
  multiplier: string | number;
  underlying: string | null;
  expiry: string | null;
  strike: string | number | null;
  option_right: 'C' | 'P' | null;
  side: 'BUY' | 'SELL';
  quantity: string | number;
  price: string | number;
  commission: string | number;
  fees: string | number;
  executed_at: unknown;
  dedupe_key: string;
}

/** Every stored execution of the given groups, in the order the matcher needs (time, then insertion). */
export async function loadGroupExecutions(em: EntityManager, userId: number, platform: string, groups: readonly ExecutionGroup[]): Promise<MatchableExecution[]> {
  const wanted = new Set(groups.map(groupId));
  const symbols = [...new Set(groups.map((group) => group.symbol))];
  const rows = await selectInChunks(symbols, KEY_CHUNK, (chunk) =>
    querySql<ExecutionRow>(
      em,
      `select id, account_id, symbol, asset_class, multiplier, underlying, expiry, strike, option_right, side, quantity, price, commission, fees, executed_at, dedupe_key
       from execution where user_id = ? and platform = ? and symbol in (${placeholdersFor(chunk.length)})`,
      [userId, platform, ...chunk],
    ),
  );
  return rows
    .filter((row) => wanted.has(groupId({ accountId: row.account_id, symbol: row.symbol })))
    .map((row) => ({
      id: row.dedupe_key,
      sequence: Number(row.id),
      accountId: row.account_id,
      instrument: instrumentOf(row),
      side: row.side,
      quantity: decimal(row.quantity),
      price: decimal(row.price),
      commission: decimal(row.commission),
      fees: decimal(row.fees),
      executedAt: dateFromDatabase(row.executed_at),
    }));
}

function instrumentOf(row: ExecutionRow): Instrument {
  const instrument: Instrument = { symbol: row.symbol, assetClass: row.asset_class, multiplier: decimal(row.multiplier) };
  if (row.asset_class === 'option' && row.underlying && row.expiry && row.strike !== null && row.option_right) {
    instrument.option = { underlying: row.underlying, expiry: row.expiry, strike: decimal(row.strike), right: row.option_right };
  }
  return instrument;
}

// MySQL answers DECIMAL columns as strings ("50.99000000"); SQLite keeps the text it was given.
const decimal = (value: string | number) => canonicalDecimal(String(value));
