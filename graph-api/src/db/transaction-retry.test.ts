import { describe, expect, it } from 'vitest';
import { DatabaseBusyError } from './database-busy';
import { asDatabaseBusy, isRetryableConflict, retryingConflicts, transientFailureOf } from './transaction-retry';

const mysqlError = (errno: number) => Object.assign(new Error(`mysql ${errno}`), { errno });
const QUICK = { attempts: 4, firstDelayMs: 1 };

describe('isRetryableConflict', () => {
  it.each([
    [1213, 'a deadlock'],
    [1205, 'a lock wait timeout'],
    [1467, 'the auto-increment lock lost in a deadlock'],
  ])('retries MySQL errno %i (%s), also when wrapped by the ORM', (errno) => {
    expect(isRetryableConflict(mysqlError(errno))).toBe(true);
    expect(isRetryableConflict(Object.assign(new Error('driver'), { cause: mysqlError(errno) }))).toBe(true);
  });

  it('retries a busy SQLite database', () => {
    expect(isRetryableConflict(Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }))).toBe(true);
  });

  it('does not retry what a second run would meet again', () => {
    expect(isRetryableConflict(mysqlError(1062))).toBe(false); // duplicate key
    expect(isRetryableConflict(Object.assign(new Error('gone'), { code: 'PROTOCOL_CONNECTION_LOST' }))).toBe(false);
    expect(transientFailureOf(mysqlError(1062))).toBeNull();
    expect(isRetryableConflict('deadlock')).toBe(false);
    expect(isRetryableConflict(null)).toBe(false);
  });
});

describe('retryingConflicts', () => {
  it('runs the transaction again after a conflict, and answers its result', async () => {
    const retried: number[] = [];
    let runs = 0;
    const result = await retryingConflicts(
      async () => {
        runs += 1;
        if (runs < 3) throw mysqlError(1213);
        return 'stored';
      },
      { ...QUICK, onRetry: (_error, attempt) => retried.push(attempt) },
    );
    expect(result).toBe('stored');
    expect(retried).toEqual([1, 2]);
  });

  it('gives up after its attempts with a 503 that carries the last conflict', async () => {
    let runs = 0;
    const failing = retryingConflicts(async () => {
      runs += 1;
      throw mysqlError(1205);
    }, QUICK);
    await expect(failing).rejects.toBeInstanceOf(DatabaseBusyError);
    await expect(failing).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 1, cause: { errno: 1205 } });
    expect(runs).toBe(4);
  });

  it('does not run again after another error', async () => {
    let runs = 0;
    const failing = retryingConflicts(async () => {
      runs += 1;
      throw new Error('constraint');
    }, QUICK);
    await expect(failing).rejects.toThrow('constraint');
    expect(runs).toBe(1);
  });
});

describe('transientFailureOf', () => {
  const coded = (code: string) => Object.assign(new Error(code), { code });

  it.each([
    [mysqlError(1213), 'conflict'],
    [mysqlError(1047), 'node-not-ready'],
    [mysqlError(1053), 'node-not-ready'],
    [coded('ECONNREFUSED'), 'unreachable'],
    [coded('ECONNRESET'), 'connection-lost'],
    [coded('PROTOCOL_CONNECTION_LOST'), 'connection-lost'],
    [mysqlError(2013), 'connection-lost'],
  ])('names %s a %s', (error, failure) => {
    expect(transientFailureOf(error)).toBe(failure);
    expect(transientFailureOf(Object.assign(new Error('wrapped by the ORM'), { cause: error }))).toBe(failure);
  });
});

describe('retryingConflicts on a cluster', () => {
  it('runs again when the node was not ready (1047) or could not be reached', async () => {
    const failures = [mysqlError(1047), Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })];
    let runs = 0;
    const result = await retryingConflicts(async () => {
      runs += 1;
      const failure = failures.shift();
      if (failure) throw failure;
      return 'stored';
    }, QUICK);
    expect(result).toBe('stored');
    expect(runs).toBe(3);
  });

  it('runs again after a lost connection only when the caller says the commit was not sent', async () => {
    const lost = () => Object.assign(new Error('lost'), { code: 'PROTOCOL_CONNECTION_LOST' });
    let runs = 0;
    await expect(retryingConflicts(async () => { runs += 1; throw lost(); }, QUICK)).rejects.toMatchObject({ failure: 'connection-lost' });
    expect(runs).toBe(1);
    runs = 0;
    const result = await retryingConflicts(async () => { runs += 1; if (runs === 1) throw lost(); return 'stored'; }, QUICK, () => true);
    expect(result).toBe('stored');
    expect(runs).toBe(2);
  });

  it('waits no longer than its bound between runs', async () => {
    const started = Date.now();
    await expect(retryingConflicts(async () => { throw mysqlError(1213); }, { attempts: 5, firstDelayMs: 40, maxDelayMs: 20 })).rejects.toBeInstanceOf(DatabaseBusyError);
    // Four waits of at most 1.5 × 20 ms, where unbounded doubling from 40 ms would wait 600 ms at least.
    expect(Date.now() - started).toBeLessThan(300);
  });
});

describe('asDatabaseBusy', () => {
  it('answers 503 with Retry-After for a transient failure, and nothing for another error', () => {
    expect(asDatabaseBusy(mysqlError(1213))).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 1 });
    expect(asDatabaseBusy(mysqlError(1047))).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 5 });
    expect(asDatabaseBusy(mysqlError(1062))).toBeNull();
    expect(asDatabaseBusy(new Error('a bug'))).toBeNull();
  });
});

describe('a statement on a connection mysql2 already knows is closed', () => {
  it('is a lost connection (nothing was sent), so a run that had not reached its commit may run again', () => {
    const closed = Object.assign(new Error("Can't add new command when connection is in closed state"), { fatal: true });
    expect(transientFailureOf(closed)).toBe('connection-lost');
    // As knex rethrows it from a transaction's statement.
    expect(transientFailureOf(new Error("select 1 - Can't add new command when connection is in closed state"))).toBe('connection-lost');
    expect(transientFailureOf(new Error('Can\'t add new command when connection is in closed state, said someone else'))).toBeNull();
  });
});
