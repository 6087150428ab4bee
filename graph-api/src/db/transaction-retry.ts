/**
 * Conflicts a database resolves by rolling one transaction back, and that the same transaction run
 * again will get past: InnoDB's deadlocks and lock wait timeouts, the auto-increment lock it fails to
 * take in a deadlock (MariaDB reports "Failed to read auto-increment value from storage engine"), and
 * SQLite's busy database. Another error (a constraint, a lost connection) is not retried.
 */
const RETRYABLE_MYSQL_ERRNOS = new Set([
  1205, // ER_LOCK_WAIT_TIMEOUT
  1213, // ER_LOCK_DEADLOCK
  1467, // ER_AUTOINC_READ_FAILED
]);

export function isRetryableConflict(error: unknown): boolean {
  for (let cause: unknown = error, depth = 0; cause && typeof cause === 'object' && depth < 5; cause = (cause as { cause?: unknown }).cause, depth += 1) {
    const { errno, code } = cause as { errno?: unknown; code?: unknown };
    if (typeof errno === 'number' && RETRYABLE_MYSQL_ERRNOS.has(errno)) return true;
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') return true;
  }
  return false;
}

export interface RetryPolicy {
  /** Runs in all, the first included. */
  attempts: number;
  /** The wait before the second run; it doubles each time, with jitter so the losers do not collide again. */
  firstDelayMs: number;
  /** Told of each conflict that is retried. */
  onRetry?: (error: unknown, attempt: number) => void;
}

export const TRANSACTION_RETRY: RetryPolicy = { attempts: 6, firstDelayMs: 20 };

/**
 * Runs `transaction` (which must begin and end its own transaction, so a run that lost a conflict
 * left nothing behind) until it succeeds, fails with another error, or has used its attempts.
 */
export async function retryingConflicts<T>(transaction: () => Promise<T>, policy: RetryPolicy = TRANSACTION_RETRY): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= policy.attempts || !isRetryableConflict(error)) throw error;
      policy.onRetry?.(error, attempt);
      const ceiling = policy.firstDelayMs * 2 ** (attempt - 1);
      await new Promise((resolve) => setTimeout(resolve, ceiling / 2 + Math.random() * ceiling));
    }
  }
}
