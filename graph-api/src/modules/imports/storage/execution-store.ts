import type { EntityManager } from '@mikro-orm/core';
import { type AssignmentKind, bucketsByRun, canonicalDecimal, groupKeyOf, type ImportedExecution, type Instrument, type MatchableExecution, type PositionEffect } from '../../trades';
import { insertRows, instantValueFor, type SqlValue, startInsertingRows, type StoringRows } from '../../../db/bulk-insert/insert-rows';
import { placeholders, selectRows } from '../../../db/raw-sql';
import { epochMsOf } from '../../../db/raw-values';
import { lockInShareMode, selectInChunks } from './sql-batches';

/**
 * An execution about to be stored, with the key that recognises it in later imports (its `id`),
 * in the shape the matcher reads: matching needs no copy of it (a copy per execution was 175 000
 * objects more on a 10 MB file). `sequence` is its place in the batch, until an import numbers the
 * batch after the executions already stored (see matchableExecutions).
 */
export interface KeyedExecution extends MatchableExecution {
  execution: ImportedExecution;
  /** Its group's key (groupKeyOf), worked out once: every step of an import looks it up. */
  group: string;
}

/**
 * Written out field by field: `{ ...execution, id }` costs twenty times more (V8 clones the object
 * slowly), half a second on a 175 000-fill file.
 */
export function keyedExecutionOf(execution: ImportedExecution, dedupeKey: string, group: string, sequence: number): KeyedExecution {
  return {
    execution,
    group,
    id: dedupeKey,
    sequence,
    accountId: execution.accountId,
    instrument: execution.instrument,
    side: execution.side,
    quantity: execution.quantity,
    price: execution.price,
    commission: execution.commission,
    fees: execution.fees,
    executedAtMs: execution.executedAtMs,
    positionEffect: execution.positionEffect,
    timeNotGiven: execution.timeNotGiven,
    closeKind: execution.closeKind,
    orderId: execution.orderId,
  };
}

/** Executions of one platform account in one instrument: what the matcher works on (an `account_instrument` row). */
interface ExecutionGroup {
  accountId: string;
  instrument: Instrument;
}

/** The distinct account instruments of `executions`, by group key (groupKeyOf). */
export function groupsOf(executions: readonly KeyedExecution[]): Map<string, ExecutionGroup> {
  const groups = new Map<string, ExecutionGroup>();
  for (const { execution, group } of executions) {
    if (!groups.has(group)) groups.set(group, { accountId: execution.accountId, instrument: execution.instrument });
  }
  return groups;
}

// Bound variables per lookup: SQLite allows 32 766.
const CHUNK = 5000;

/** A stored account instrument: its id, and what was stored of it. */
export interface StoredGroup extends ExecutionGroup {
  id: number;
}

interface AccountInstrumentRow {
  id: number | string;
  account_id: string;
  symbol: string;
  asset_class: Instrument['assetClass'];
  multiplier: string | number;
  underlying: string | null;
  expiry: string | null;
  strike: string | number | null;
  option_right: 'C' | 'P' | null;
}

/**
 * Which of `groups` the user already has on the platform (every stored group holds executions), by
 * group key; with `lock`, held until the transaction ends (see lockInShareMode).
 */
async function findStoredGroups(em: EntityManager, userId: number, platform: string, groups: ReadonlyMap<string, ExecutionGroup>, lock = false): Promise<Map<string, StoredGroup>> {
  const symbols = [...new Set([...groups.values()].map((group) => group.instrument.symbol))];
  const rows = await selectInChunks(symbols, CHUNK, (chunk) =>
    selectRows<AccountInstrumentRow>(
      em,
      `select id, account_id, symbol, asset_class, multiplier, underlying, expiry, strike, option_right
       from account_instrument where user_id = ? and platform = ? and symbol in (${placeholders(chunk.length)})${lock ? lockInShareMode(em) : ''}`,
      [userId, platform, ...chunk],
    ),
  );
  const stored = new Map<string, StoredGroup>();
  for (const row of rows) {
    const group = { id: Number(row.id), accountId: row.account_id, instrument: instrumentOf(row) };
    const key = groupKeyOf(group);
    // `symbol in (…)` also finds the same symbol in accounts the import does not touch.
    if (groups.has(key)) stored.set(key, group);
  }
  return stored;
}

/** The account instruments of `ids`, by group key; with `lock` (the default), held until the transaction ends (see lockInShareMode). */
export async function lockGroupsWithIds(em: EntityManager, ids: readonly number[], { lock = true } = {}): Promise<Map<string, StoredGroup>> {
  const rows = await selectInChunks([...ids], CHUNK, (chunk) =>
    selectRows<AccountInstrumentRow>(
      em,
      `select id, account_id, symbol, asset_class, multiplier, underlying, expiry, strike, option_right
       from account_instrument where id in (${placeholders(chunk.length)})${lock ? lockInShareMode(em) : ''}`,
      chunk,
    ),
  );
  return new Map(rows.map((row) => {
    const group = { id: Number(row.id), accountId: row.account_id, instrument: instrumentOf(row) };
    return [groupKeyOf(group), group];
  }));
}

const ACCOUNT_INSTRUMENT_COLUMNS = ['user_id', 'platform', 'account_id', 'symbol', 'asset_class', 'multiplier', 'underlying', 'expiry', 'strike', 'option_right'] as const;

/** Stores the groups not stored yet and answers the ids of all of `groups`, by group key. */
export async function storeGroups(
  em: EntityManager,
  userId: number,
  platform: string,
  groups: ReadonlyMap<string, ExecutionGroup>,
  stored: ReadonlyMap<string, StoredGroup>,
): Promise<Map<string, number>> {
  const ids = new Map([...stored].map(([key, group]) => [key, group.id]));
  const fresh = new Map([...groups].filter(([key]) => !stored.has(key)));
  if (fresh.size === 0) return ids;
  await insertRows(em, 'account_instrument', ACCOUNT_INSTRUMENT_COLUMNS, [...fresh.values()], ({ accountId, instrument }): SqlValue[] => {
    const { option } = instrument;
    return [userId, platform, accountId, instrument.symbol, instrument.assetClass, instrument.multiplier, option?.underlying ?? null, option?.expiry ?? null, option?.strike ?? null, option?.right ?? null];
  });
  for (const [key, group] of await findStoredGroups(em, userId, platform, fresh)) ids.set(key, group.id);
  return ids;
}

/**
 * The executions in the order they are stored (and their row ids given): by account instrument id,
 * then time, then file order. Each group's keys (time first, see dedupe-keys.ts) then reach the
 * unique index on (account instrument, key) in order, appended rather than scattered across every
 * group a file touches: a 175 000-fill file's executions were stored in two thirds of the time.
 * Fills of one instant keep their file order, as the matcher reads them.
 */
export function inStorageOrder(executions: readonly KeyedExecution[], groupIds: ReadonlyMap<string, number>): KeyedExecution[] {
  const byGroup = bucketsByRun(executions, (entry, previous) => entry.group === previous.group, (entry) => entry.group);
  const ordered: KeyedExecution[] = [];
  for (const groupKey of [...byGroup.keys()].sort((a, b) => groupIds.get(a)! - groupIds.get(b)!)) {
    const entries = byGroup.get(groupKey)!;
    // Exports are mostly in time order already. A stable sort: equal times stay in file order.
    if (!isChronological(entries)) entries.sort((a, b) => a.executedAtMs - b.executedAtMs);
    for (const entry of entries) ordered.push(entry);
  }
  return ordered;
}

function isChronological(entries: readonly KeyedExecution[]): boolean {
  let previous = -Infinity;
  for (const { executedAtMs } of entries) {
    if (executedAtMs < previous) return false;
    previous = executedAtMs;
  }
  return true;
}

const EXECUTION_COLUMNS = [
  'account_instrument_id', 'trade_import_id', 'side', 'quantity', 'price', 'commission', 'fees', 'executed_at', 'external_id', 'dedupe_key', 'source_line', 'position_effect', 'time_given',
  'close_kind', 'assigned_from', 'order_id',
] as const;

/**
 * Starts storing the executions (`groupIds`: the account instrument id of each group key); on
 * MySQL the rows are sent well before the server has stored them (see StoringRows). The import
 * (`importId`, null for fills entered by hand) and the account instruments must be held by the transaction: created in it
 * (storeGroups), or read with `lock` (readStoredFills), so their references are not checked row by row.
 */
export function insertExecutions(em: EntityManager, importId: number | null, executions: readonly KeyedExecution[], groupIds: ReadonlyMap<string, number>): StoringRows {
  const instant = instantValueFor(em);
  return startInsertingRows(em, 'execution', EXECUTION_COLUMNS, executions, ({ execution, id: dedupeKey, group }): SqlValue[] => [
    groupIds.get(group)!, importId, execution.side, execution.quantity, execution.price, execution.commission, execution.fees,
    instant(execution.executedAtMs), execution.externalId, dedupeKey, execution.line, execution.positionEffect ?? null, execution.timeNotGiven ? 0 : 1,
    execution.closeKind ?? null, execution.assignedFrom ?? null, execution.orderId ?? null,
  ], { referencesHeld: true });
}

interface ExecutionRow {
  id: number | string;
  account_instrument_id: number | string;
  side: 'BUY' | 'SELL';
  quantity: string | number;
  price: string | number;
  commission: string | number;
  fees: string | number;
  executed_at: unknown;
  dedupe_key: string;
  position_effect: PositionEffect | null;
  time_given: number | boolean;
  close_kind: AssignmentKind | null;
  order_id: string | null;
}

/**
 * Every stored execution of `groups`, as the matcher needs it: `sequence` is the row id, so fills
 * at the same instant keep the order they were stored in. `marks: false` leaves out the columns
 * later migrations added (time given, close kind, order id), for a migration that runs before they
 * exist (the trade_fills backfill).
 */
export async function loadGroupExecutions(em: EntityManager, groups: ReadonlyMap<string, StoredGroup>, { marks = true }: { marks?: boolean } = {}): Promise<MatchableExecution[]> {
  const byId = new Map([...groups.values()].map((group) => [group.id, group]));
  const markColumns = marks ? ', time_given, close_kind, order_id' : '';
  const rows = await selectInChunks([...byId.keys()], CHUNK, (chunk) =>
    selectRows<ExecutionRow>(
      em,
      `select id, account_instrument_id, side, quantity, price, commission, fees, executed_at, dedupe_key, position_effect${markColumns}
       from execution where account_instrument_id in (${placeholders(chunk.length)})`,
      chunk,
    ),
  );
  return rows.map((row) => {
    const group = byId.get(Number(row.account_instrument_id))!;
    return {
      id: row.dedupe_key,
      sequence: Number(row.id),
      accountId: group.accountId,
      instrument: group.instrument,
      side: row.side,
      quantity: decimal(row.quantity),
      price: decimal(row.price),
      commission: decimal(row.commission),
      fees: decimal(row.fees),
      executedAtMs: epochMsOf(row.executed_at),
      // A rebuild must see a stored close as the close it was (see matchExecutions).
      positionEffect: row.position_effect ?? undefined,
      // A rebuild keeps a date-only fill's trade marked (docs/importing.md, "time not given").
      ...(marks && Number(row.time_given) === 0 ? { timeNotGiven: true as const } : {}),
      // An assigned or exercised close stays one when the group is rebuilt (docs/options.md).
      ...(row.close_kind ? { closeKind: row.close_kind } : {}),
      // A rebuild keeps each trade's opening order, which groups legs into positions (docs/options.md).
      ...(marks && row.order_id ? { orderId: row.order_id } : {}),
    };
  });
}

function instrumentOf(row: AccountInstrumentRow): Instrument {
  const instrument: Instrument = { symbol: row.symbol, assetClass: row.asset_class, multiplier: decimal(row.multiplier) };
  if (row.asset_class === 'option' && row.underlying && row.expiry && row.strike !== null && row.option_right) {
    instrument.option = { underlying: row.underlying, expiry: row.expiry, strike: decimal(row.strike), right: row.option_right };
  }
  return instrument;
}

// MySQL answers DECIMAL columns as strings ("50.99000000"); SQLite keeps the text it was given.
const decimal = (value: string | number) => canonicalDecimal(String(value));

/** What the user already has of the groups a batch touches. */
export interface StoredFills {
  groups: Map<string, StoredGroup>;
  /** Whether `entry` is stored already: its group holds its key. */
  holds(entry: KeyedExecution): boolean;
}

/**
 * One read before the batch writes anything: the groups the user has among `groups`, and the keys
 * of their executions (only the keys: most of a re-imported file is duplicates, whose groups need
 * no rebuild; the executions of the groups that do are loaded by loadGroupExecutions). With
 * `lock`, the groups found stay locked until the transaction ends: nothing can delete them while
 * the import stores rows that reference them.
 */
export async function readStoredFills(em: EntityManager, userId: number, platform: string, groups: ReadonlyMap<string, ExecutionGroup>, { lock = false } = {}): Promise<StoredFills> {
  const stored = groups.size > 0 ? await findStoredGroups(em, userId, platform, groups, lock) : new Map<string, StoredGroup>();
  const keyOfGroup = new Map([...stored].map(([key, group]) => [group.id, key]));
  const rows = await selectInChunks([...keyOfGroup.keys()], CHUNK, (chunk) =>
    selectRows<{ account_instrument_id: number | string; dedupe_key: string }>(
      em,
      `select account_instrument_id, dedupe_key from execution where account_instrument_id in (${placeholders(chunk.length)})`,
      chunk,
    ),
  );
  const keys = new Set(rows.map((row) => storedKey(keyOfGroup.get(Number(row.account_instrument_id))!, row.dedupe_key)));
  return { groups: stored, holds: ({ id, group }) => keys.size > 0 && keys.has(storedKey(group, id)) };
}

// Keys are unique per account instrument, as the unique index has them.
const storedKey = (group: string, dedupeKey: string) => `${group}\u0000${dedupeKey}`;
