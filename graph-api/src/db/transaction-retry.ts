import { AsyncLocalStorage } from 'node:async_hooks';
import { DatabaseBusyError, type TransientFailure } from './database-busy';

export type { TransientFailure };

/*
 * Failures a run of the same transaction may get past a moment later (docs/galera.md):
 * - `conflict`: the database rolled the transaction back to let another through: InnoDB's deadlocks
 *   and lock wait timeouts, the auto-increment lock lost in a deadlock ("Failed to read
 *   auto-increment value from storage engine"), a Galera certification failure at commit (also
 *   1213), SQLite's busy database;
 * - `node-not-ready`: a Galera node outside the primary component, or still joining (1047
 *   "WSREP has not yet prepared node for application use"), or a server shutting down;
 * - `unreachable`: no connection could be made (nothing was sent);
 * - `connection-lost`: the connection broke under a statement: before the commit was sent the
 *   server rolled the transaction back; during the commit nobody can tell whether it committed.
 * Anything else (a constraint, a value too long) fails the same way every time and is not retried.
 */

const MYSQL_ERRNOS = new Map<number, TransientFailure>([
  [1205, 'conflict'], // ER_LOCK_WAIT_TIMEOUT
  [1213, 'conflict'], // ER_LOCK_DEADLOCK (Galera: certification failure, or aborted by a replicated write)
  [1467, 'conflict'], // ER_AUTOINC_READ_FAILED
  [1047, 'node-not-ready'], // ER_UNKNOWN_COM_ERROR: "WSREP has not yet prepared node for application use"
  [1053, 'node-not-ready'], // ER_SERVER_SHUTDOWN
  [2006, 'connection-lost'], // CR_SERVER_GONE_ERROR
  [2013, 'connection-lost'], // CR_SERVER_LOST
]);

const DRIVER_CODES = new Map<string, TransientFailure>([
  ['SQLITE_BUSY', 'conflict'],
  ['SQLITE_LOCKED', 'conflict'],
  ['ECONNREFUSED', 'unreachable'],
  ['EHOSTUNREACH', 'unreachable'],
  ['ENETUNREACH', 'unreachable'],
  ['ECONNRESET', 'connection-lost'],
  ['EPIPE', 'connection-lost'],
  ['PROTOCOL_CONNECTION_LOST', 'connection-lost'],
  ['ETIMEDOUT', 'connection-lost'],
]);

/**
 * Errors that name no code: mysql2 refuses a statement on a connection it already knows is closed
 * (nothing is sent; the server rolled back the transaction when the connection broke). Inside a
 * transaction knex puts the statement before the message ("select 1 - Can't add …").
 */
const DRIVER_MESSAGES: readonly [RegExp, TransientFailure][] = [[/(^|\s-\s)Can't add new command when connection is in closed state$/, 'connection-lost']];

/** What kind of transient failure `error` (or an error it wraps, as the ORM does) is; null for any other error. */
export function transientFailureOf(error: unknown): TransientFailure | null {
  for (let cause: unknown = error, depth = 0; cause && typeof cause === 'object' && depth < 5; cause = (cause as { cause?: unknown }).cause, depth += 1) {
    if (cause instanceof DatabaseBusyError) return cause.failure;
    const { errno, code } = cause as { errno?: unknown; code?: unknown };
    const byErrno = typeof errno === 'number' ? MYSQL_ERRNOS.get(errno) : undefined;
    if (byErrno) return byErrno;
    const byCode = typeof code === 'string' ? DRIVER_CODES.get(code) : undefined;
    if (byCode) return byCode;
    const { message } = cause as { message?: unknown };
    const byMessage = typeof message === 'string' ? DRIVER_MESSAGES.find(([pattern]) => pattern.test(message)) : undefined;
    if (byMessage) return byMessage[1];
  }
  return null;
}

/** A conflict another run will get past (kept for callers that retry conflicts only). */
export const isRetryableConflict = (error: unknown) => transientFailureOf(error) === 'conflict';

export interface RetryPolicy {
  /** Runs in all, the first included. */
  attempts: number;
  /** The wait before the second run; it doubles each time, with jitter so the losers do not collide again. */
  firstDelayMs: number;
  /** No wait is longer than this. */
  maxDelayMs?: number;
  /** Told of each failure that is retried. */
  onRetry?: (error: unknown, attempt: number) => void;
}

/**
 * About 3.6 s of waits before giving up (25 ms doubling to 1 s): longer than HAProxy takes to move
 * the connections off a dead writer (about 1.5 s, deploy/haproxy/haproxy.cfg), so a node's death is
 * ridden out rather than answered 503; short enough that a client told 503 + Retry-After does
 * better than one left waiting.
 */
export const TRANSACTION_RETRY: RetryPolicy = { attempts: 9, firstDelayMs: 25, maxDelayMs: 1000 };

/** Whether a run that failed with `failure` may be run again; a lost connection only when the run says it had not sent its commit. */
export type MayRetry = (failure: TransientFailure) => boolean;

const RETRIES_CERTAIN_FAILURES: MayRetry = (failure) => failure !== 'connection-lost';

/**
 * Set while a run is under retryingConflicts, so a transaction opened inside it is not retried a
 * second time on its own. Work the run starts and leaves behind (a timer) inherits the store, but
 * by then the run has ended and it is retried as usual.
 */
const underRetry = new AsyncLocalStorage<{ running: boolean }>();

export const isUnderRetry = () => underRetry.getStore()?.running === true;

/**
 * Runs `transaction` (which must begin and end its own transaction, so a run that failed left
 * nothing behind) until it succeeds, fails with an error that is not transient, or has used its
 * attempts. Giving up on a transient failure throws DatabaseBusyError (503 with Retry-After, the
 * failure as its cause); other errors are thrown as they are.
 */
export async function retryingConflicts<T>(
  transaction: () => Promise<T>,
  policy: RetryPolicy = TRANSACTION_RETRY,
  mayRetry: MayRetry = RETRIES_CERTAIN_FAILURES,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const run = { running: true };
    try {
      return await underRetry.run(run, transaction);
    } catch (error) {
      const failure = transientFailureOf(error);
      if (failure === null || error instanceof DatabaseBusyError) throw error;
      if (attempt >= policy.attempts || !mayRetry(failure)) throw new DatabaseBusyError(failure, error);
      policy.onRetry?.(error, attempt);
      const ceiling = Math.min(policy.firstDelayMs * 2 ** (attempt - 1), policy.maxDelayMs ?? Number.POSITIVE_INFINITY);
      await new Promise((resolve) => setTimeout(resolve, ceiling / 2 + Math.random() * ceiling));
    } finally {
      run.running = false;
    }
  }
}

/**
 * The 503 (with Retry-After) a client is answered for a transient database failure that reached it
 * unretried (a read, a statement whose outcome is unknown) or after retries; null for any other error.
 */
export function asDatabaseBusy(error: unknown): DatabaseBusyError | null {
  if (error instanceof DatabaseBusyError) return error;
  const failure = transientFailureOf(error);
  return failure === null ? null : new DatabaseBusyError(failure, error);
}
