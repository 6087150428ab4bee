import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../../clock';
import type { Logger } from '../../../logger';
import { isSqlite, lockUser } from '../../../db/raw-sql';
import { columnInWords, type UnstorableValue, unstorableValueOf } from '../../../db/data-errors';
import { asDatabaseBusy, retryingConflicts, TRANSACTION_RETRY } from '../../../db/transaction-retry';
import { User } from '../../../infra/users';
import { expiredOpenPositionWarnings, groupKeyOf, type ImportedExecution, ImportRowError, type MatchableExecution, matchExecutions, type PreHistoryClose, preHistoryCloseNote, preHistoryCloseNotes, type RoundTrip } from '../../trades';
import { type StorableExecutions, storableExecutions } from '../csv/executions-in-range';
import { dedupeKeysOf } from '../storage/dedupe-keys';
import { groupsOf, insertExecutions, inStorageOrder, type KeyedExecution, keyedExecutionOf, loadGroupExecutions, readStoredFills, type StoredFills, storeGroups } from '../storage/execution-store';
import { ImportError } from '../import.errors';
import { type ImportMethod, TradeImport } from '../import.entity';
import { undoImport, type UndoPlan, undoPlanOf } from './import-undo';
import { closeExpiredOptions } from './expired-options';
import { deleteGroupTrades, insertTradeFills, insertTrades } from '../storage/trade-store';
import type { InTransactionHook, InTransactionRun } from './in-transaction-hook';
import { HandFills } from './hand-fills';
import { type Reconciliation, reconcile, statedFiguresOf } from '../reconciliation';

/** What an importer (CSV or API) read, ready to be stored as one import. */
export interface ExecutionBatch {
  platform: string;
  method: ImportMethod;
  fileName: string | null;
  executions: readonly ImportedExecution[];
  warnings: readonly string[];
  range?: { start: Date; end: Date };
}

export interface ImportOutcome {
  record: TradeImport;
  executionsImported: number;
  duplicatesSkipped: number;
  /** Round trips that contain at least one execution this import added. */
  tradesImported: number;
}

/** Told of each committed import (see ImportService.onCommitted). */
export type CommittedListener = (em: EntityManager, userId: number) => void;

export interface FailedImport {
  platform: string;
  method: ImportMethod;
  fileName: string | null;
  errors: string[];
  startedAt: Date;
}

/**
 * Stores imports: all of a batch or none of it. Inside one transaction it records the import, adds
 * the executions not stored before, and rebuilds the round trips of every account and instrument
 * they touch (from all of that group's executions when earlier imports hold some).
 */
export class ImportService {
  private readonly committedListeners: CommittedListener[] = [];
  private readonly inTransactionHooks: InTransactionHook[] = [];

  constructor(
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /**
   * Work that follows a stored import (the insights), told once the import's transaction has
   * committed. A listener must return at once and do its work later: the import answers its request
   * first. Registered by services.ts, so this module depends on none of them.
   */
  onCommitted(listener: CommittedListener): void {
    this.committedListeners.push(listener);
  }

  /** `hook` follows every import inside its transaction: its tables change with the trades or not at all. */
  followInTransaction(hook: InTransactionHook): void {
    this.inTransactionHooks.push(hook);
  }

  async commit(em: EntityManager, userId: number, batch: ExecutionBatch, startedAt: Date): Promise<ImportOutcome> {
    const storable = storableExecutionsOf(batch.executions);
    if (storable.warnings.length > 0) batch = { ...batch, executions: storable.executions, warnings: [...batch.warnings, ...storable.warnings] };
    const keyed = withDedupeKeys(batch.executions);
    let outcome: ImportOutcome;
    let committing = false;
    try {
      // A run that lost a deadlock rolled back whole, so running it again stores the batch once.
      outcome = await retryingConflicts(
        () => {
          committing = false;
          return this.store(em, userId, batch, keyed, startedAt, () => (committing = true));
        },
        {
          ...TRANSACTION_RETRY,
          onRetry: (error, attempt) => this.logger.warn({ err: error, attempt, platform: batch.platform, userId }, 'import met a conflicting transaction; retrying'),
        },
        // A connection lost before the commit was sent rolled the run back; during the commit, it may have committed.
        (failure) => failure !== 'connection-lost' || !committing,
      );
    } catch (error) {
      if (error instanceof ImportError) throw error;
      // The transaction rolled back (or the connection died, which rolls it back on the server).
      this.logger.error({ err: error, platform: batch.platform, userId }, 'import could not be stored');
      // A value the database cannot hold fails again on every retry: the file's to fix, not a moment to wait.
      const unstorable = unstorableValueOf(error);
      if (unstorable) throw new ImportError('unstorable_value', unstorableValueMessage(unstorable));
      throw storageFailed('The import could not be saved, and nothing from it was stored. Please try again.', error);
    }
    for (const listener of this.committedListeners) listener(em, userId);
    return outcome;
  }

  /** One attempt at storing the batch, in a transaction of its own; `committing` is called once all that is left is the commit. */
  private store(em: EntityManager, userId: number, batch: ExecutionBatch, keyed: KeyedExecution[], startedAt: Date, committing: () => void): Promise<ImportOutcome> {
    return em.fork().transactional(async (tx) => {
      await lockUser(tx, userId);
      const record = tx.create(TradeImport, {
        user: tx.getReference(User, userId),
        platform: batch.platform,
        method: batch.method,
        status: 'completed',
        fileName: batch.fileName,
        correlationId: randomUUID(),
        warnings: [...batch.warnings],
        rangeStart: batch.range?.start ?? null,
        rangeEnd: batch.range?.end ?? null,
        createdAt: startedAt,
      });
      await tx.flush();

      const batchGroups = groupsOf(keyed);
      // Locked: the executions and trades stored below reference these groups unchecked (see insertExecutions).
      const stored = await readStoredFills(tx, userId, batch.platform, batchGroups, { lock: true });
      const unique = uniqueFresh(keyed, stored);
      const freshGroups = unique.length === keyed.length ? batchGroups : groupsOf(unique);
      const groupIds = await storeGroups(tx, userId, batch.platform, freshGroups, stored.groups);
      const fresh = inStorageOrder(unique, groupIds);
      // Groups that held executions before this import: their trades are rebuilt from all of them.
      const earlier = new Set([...freshGroups.keys()].filter((key) => stored.groups.has(key)));
      // Read before this import's rows are stored (or sent: the connection runs one statement at a time).
      const joined = await loadGroupExecutions(tx, new Map([...earlier].map((key) => [key, stored.groups.get(key)!])));
      // What follows the rebuilt groups in this same transaction (the dashboard's summary) reads first.
      const hookRuns = await this.beginHooks(tx, userId, [...freshGroups.keys()].map((key) => groupIds.get(key)!));
      const { warnings, tradesCount, reconciliation } = await storeExecutionsAndTrades(tx, { userId, importId: record.id, fresh, joined, groupIds, earlier, hookRuns, startedAt });
      if (warnings.length > 0) record.warnings = [...record.warnings, ...warnings];
      record.executionsCount = fresh.length;
      record.duplicatesSkipped = keyed.length - fresh.length;
      record.tradesCount = tradesCount;
      record.reconciliation = reconciliation;
      record.reconciled = reconciliation?.reconciled ?? null;
      record.processingTimeMs = this.clock.now().getTime() - startedAt.getTime();
      await tx.flush();
      committing();
      return { record, executionsImported: record.executionsCount, duplicatesSkipped: record.duplicatesSkipped, tradesImported: record.tradesCount };
    });
  }

  private async beginHooks(tx: EntityManager, userId: number, rebuiltIds: readonly number[]): Promise<InTransactionRun[]> {
    const runs: InTransactionRun[] = [];
    // One statement at a time on the transaction's connection: the hooks read one after another.
    for (const hook of this.inTransactionHooks) {
      const run = await hook.before(tx, userId, rebuiltIds);
      if (run !== null) runs.push(run);
    }
    return runs;
  }

  /** History of a refused import, so the user sees why; trades are untouched. Best effort. */
  async recordFailure(em: EntityManager, userId: number, failure: FailedImport): Promise<TradeImport | null> {
    try {
      const fork = em.fork();
      const record = fork.create(TradeImport, {
        user: fork.getReference(User, userId),
        platform: failure.platform,
        method: failure.method,
        status: 'failed',
        fileName: failure.fileName,
        correlationId: randomUUID(),
        errors: failure.errors,
        processingTimeMs: this.clock.now().getTime() - failure.startedAt.getTime(),
        createdAt: failure.startedAt,
      });
      await fork.flush();
      return record;
    } catch (error) {
      this.logger.warn({ err: error }, 'a failed import could not be recorded');
      return null;
    }
  }

  /** What undoing the user's import would do (see import-undo.ts); changes nothing. */
  undoPlan(em: EntityManager, userId: number, importId: number): Promise<UndoPlan> {
    return undoPlanOf(em, userId, importId);
  }

  /** Undoes the user's import (see import-undo.ts); the work that follows an import (the insights) follows it too. */
  async undo(em: EntityManager, userId: number, importId: number): Promise<UndoPlan> {
    let plan: UndoPlan;
    try {
      plan = await retryingConflicts(() => undoImport(em, userId, importId, this.inTransactionHooks), TRANSACTION_RETRY);
    } catch (error) {
      if (error instanceof ImportError) throw error;
      this.logger.error({ err: error, importId, userId }, 'an import could not be undone');
      throw storageFailed('The import could not be undone, and nothing was changed. Please try again.', error);
    }
    for (const listener of this.committedListeners) listener(em, userId);
    return plan;
  }

  /**
   * Closes the user's option positions that expired with no closing fill (see expired-options.ts),
   * as an import of their contracts would; the work that follows an import follows it too.
   */
  async closeExpiredOptions(em: EntityManager, userId: number): Promise<number> {
    const closed = await retryingConflicts(() => closeExpiredOptions(em, userId, this.inTransactionHooks, this.clock.now()), TRANSACTION_RETRY);
    if (closed > 0) for (const listener of this.committedListeners) listener(em, userId);
    return closed;
  }

  /**
   * Fills entered by hand (hand-fills.ts; the manual-trades module): `work` runs in one transaction
   * holding the user's lock, as an import does, and what follows an import, in its transaction and
   * after it (the summary, the insights, the risk rules), follows it too. All or nothing.
   */
  async byHand<T>(em: EntityManager, userId: number, work: (tx: EntityManager, fills: HandFills) => Promise<T>): Promise<T> {
    const answer = await retryingConflicts(
      () =>
        em.fork().transactional(async (tx) => {
          await lockUser(tx, userId);
          return work(tx, new HandFills(tx, userId, this.inTransactionHooks, this.clock.now()));
        }),
      TRANSACTION_RETRY,
    );
    for (const listener of this.committedListeners) listener(em, userId);
    return answer;
  }

  /** The user's completed imports whose figures did not reconcile with the broker's own (docs/importing.md). */
  async unreconciledImportIds(em: EntityManager, userId: number): Promise<number[]> {
    const found = await em.find(TradeImport, { user: userId, status: 'completed', reconciled: false }, { fields: ['id'] });
    return found.map((record) => record.id);
  }

  async recent(em: EntityManager, userId: number, limit: number): Promise<TradeImport[]> {
    return em.find(TradeImport, { user: userId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit, populate: ['reconciliation'] });
  }

  async count(em: EntityManager, userId: number): Promise<number> {
    return em.count(TradeImport, { user: userId });
  }
}

/**
 * Stores the fresh executions, then the round trips of every group they touch with their fills,
 * and what the in-transaction hooks write after them (the summary). MariaDB stores each table's rows for a while after the last was sent: the work that
 * needs no database runs meanwhile: the matching while the executions are stored, the import's
 * warnings while the trades are, and the hooks' work (the summary's rows) while either is.
 */
async function storeExecutionsAndTrades(tx: EntityManager, rows: RowsToStore): Promise<{ warnings: string[]; tradesCount: number; reconciliation: Reconciliation | null }> {
  const { userId, fresh, groupIds, earlier } = rows;
  const executions = insertExecutions(tx, rows.importId, fresh, groupIds);
  await executions.sent;
  const { roundTrips, preHistoryCloses } = matchExecutions(matchableExecutions(fresh, rows.joined), { now: rows.startedAt });
  // Worked out in slices while the executions, then the trades, are stored (MySQL; SQLite stored
  // them already); awaited after them, so until then a failure must not count as unhandled (Node
  // would end the process).
  const pacing = isSqlite(tx) ? 'at-once' : 'in-slices';
  const hookWrites = Promise.all(rows.hookRuns.map((run) => run.after(groupIds, roundTrips, pacing)));
  hookWrites.catch(() => undefined);
  await executions.stored;
  await deleteGroupTrades(tx, [...earlier].map((key) => groupIds.get(key)!));
  const trades = insertTrades(tx, userId, roundTrips, groupIds);
  await trades.sent;
  const warnings = [...freshPreHistoryNotes(preHistoryCloses, fresh, rows.joined), ...expiredOpenPositionWarnings(roundTrips, rows.startedAt)];
  // Only a group holding earlier executions can yield round trips without a fresh fill.
  const freshTrips = earlier.size === 0 ? roundTrips : tripsWithFreshFills(roundTrips, fresh);
  const reconciliation = reconcile(statedFiguresOf(fresh), freshTrips, preHistoryCloses);
  await trades.stored;
  // Each trade's fills, as matched: read as they are by the history and the trade dialog.
  await insertTradeFills(tx, roundTrips, groupIds).stored;
  for (const write of await hookWrites) await write(tx);
  return { warnings, tradesCount: freshTrips.length, reconciliation };
}

interface RowsToStore {
  userId: number;
  importId: number;
  /** The executions not stored before, in storage order (inStorageOrder). */
  fresh: readonly KeyedExecution[];
  /** The stored executions of the groups they join, which the round trips are rebuilt with. */
  joined: readonly MatchableExecution[];
  groupIds: ReadonlyMap<string, number>;
  /** The groups (keys) that held executions before this import: their trades are deleted first. */
  earlier: ReadonlySet<string>;
  /** The in-transaction hooks' runs, begun before anything was written. */
  hookRuns: readonly InTransactionRun[];
  startedAt: Date;
}

/** The round trips holding at least one fresh execution: the import's trades. */
function tripsWithFreshFills(roundTrips: readonly RoundTrip[], fresh: readonly KeyedExecution[]): readonly RoundTrip[] {
  const freshKeys = new Set(fresh.map((entry) => entry.id));
  return roundTrips.filter((trip) => trip.fills.some((fill) => freshKeys.has(fill.executionId)));
}

/** What the import says of the closes of positions opened before the history among its own (fresh) fills. */
export function freshPreHistoryNotes(closes: readonly PreHistoryClose[], fresh: readonly KeyedExecution[], joined: readonly MatchableExecution[]): string[] {
  if (closes.length === 0) return [];
  // Matched without stored fills, every close is one of this import's.
  if (joined.length === 0) return closes.map(preHistoryCloseNote);
  // The few closes' keys looked up among the fresh ones: a set of a large file's keys cost 50 ms.
  const closeIds = new Set(closes.map((close) => close.executionId));
  const freshCloseIds = new Set<string>();
  for (const { id } of fresh) if (closeIds.has(id)) freshCloseIds.add(id);
  return preHistoryCloseNotes(closes, freshCloseIds);
}

export function withDedupeKeys(executions: readonly ImportedExecution[]): KeyedExecution[] {
  const keys = dedupeKeysOf(executions);
  const groupKeys = new GroupKeys();
  return executions.map((execution, index) => keyedExecutionOf(execution, keys[index]!, groupKeys.of(execution), index));
}

/**
 * groupKeyOf, one string per group for the whole batch: most of a file's fills share their account
 * and instrument strings, so two lookups find the key instead of building one per fill.
 */
class GroupKeys {
  private readonly byAccount = new Map<string, Map<string, string>>();

  of(execution: ImportedExecution): string {
    let bySymbol = this.byAccount.get(execution.accountId);
    if (!bySymbol) this.byAccount.set(execution.accountId, (bySymbol = new Map()));
    let key = bySymbol.get(execution.instrument.symbol);
    if (key === undefined) bySymbol.set(execution.instrument.symbol, (key = groupKeyOf(execution)));
    return key;
  }
}

/**
 * Executions not stored yet. A broker id repeated within one source counts once; fingerprint keys
 * are unique within a source by construction (their occurrence number), so only ids are tracked.
 */
export function uniqueFresh(keyed: readonly KeyedExecution[], stored: StoredFills): KeyedExecution[] {
  const seenIds = new Set<string>();
  return keyed.filter((entry) => {
    if (stored.holds(entry)) return false;
    if (!entry.execution.externalId) return true;
    if (seenIds.has(entry.id)) return false;
    seenIds.add(entry.id);
    return true;
  });
}

/**
 * What the matcher works on: the fresh executions, and the stored ones of the groups they join.
 * Fresh ones come after every stored one at the same instant, as their row ids will.
 */
export function matchableExecutions(fresh: readonly KeyedExecution[], joined: readonly MatchableExecution[]): readonly MatchableExecution[] {
  const firstFreshSequence = joined.reduce((highest, execution) => Math.max(highest, execution.sequence), 0) + 1;
  // The keyed executions are this import's own: numbered in place, in the order they are stored.
  fresh.forEach((entry, index) => (entry.sequence = firstFreshSequence + index));
  return joined.length === 0 ? fresh : [...joined, ...fresh];
}

/**
 * Every value fitted to its column or refused (CSV files are fitted as they are read, so their
 * previews show it too; broker APIs here), with the line or position of the first refused.
 */
function storableExecutionsOf(executions: readonly ImportedExecution[]): StorableExecutions {
  try {
    return storableExecutions(executions);
  } catch (error) {
    if (error instanceof ImportRowError) throw new ImportError('row_error', error.message, error.line);
    throw error;
  }
}

function unstorableValueMessage(unstorable: UnstorableValue): string {
  return `The import could not be saved: a value is too long or too large for where it is kept${columnInWords(unstorable)}. Nothing from it was stored; trying again would fail the same way.`;
}

/** Seconds to wait before trying again after a storage failure of no known kind (a database's own answer says better). */
const STORAGE_RETRY_AFTER_SECONDS = 5;

/** 503 with Retry-After; the failure as its cause when the database was busy or out of reach (docs/galera.md). */
function storageFailed(message: string, error: unknown): ImportError {
  const busy = asDatabaseBusy(error);
  const failure = new ImportError('storage_failed', message, null, busy?.retryAfterSeconds ?? STORAGE_RETRY_AFTER_SECONDS);
  if (busy) failure.cause = busy;
  return failure;
}
