import { describe, expect, it } from 'vitest';
import { isRetryableConflict, retryingConflicts } from './transaction-retry';

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

  it('gives up after its attempts with the last conflict', async () => {
    let runs = 0;
    const failing = retryingConflicts(async () => {
      runs += 1;
      throw mysqlError(1205);
    }, QUICK);
    await expect(failing).rejects.toMatchObject({ errno: 1205 });
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
