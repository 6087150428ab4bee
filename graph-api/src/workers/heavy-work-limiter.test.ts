import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Caller } from '../modules/auth/access';
import { HeavyWorkLimiter } from './heavy-work-limiter';
import { HeavyWorkRefused } from './heavy-work.errors';

const user = (userId: number): Caller => ({ userId, via: 'session', sessionId: userId * 10, readOnly: false });
const demoVisitor = (sessionId: number): Caller => ({ userId: 99, via: 'session', sessionId, readOnly: true });

/** A piece of heavy work that lasts until `finish` is called. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done.then(() => 'done'), finish };
}

const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('it was not refused');
};

describe('the per-user limit on heavy requests', () => {
  it('refuses one more than the limit while they run, with a clear 429, and admits the next once one ends', async () => {
    const limiter = new HeavyWorkLimiter(2);
    const first = held();
    const second = held();
    const running = [limiter.run(user(1), first.work), limiter.run(user(1), second.work)];
    const refused = await refusal(limiter.run(user(1), async () => 'never'));
    expect(refused).toBeInstanceOf(HeavyWorkRefused);
    expect(refused).toMatchObject({ code: 'TOO_MANY_REQUESTS', reason: 'rate_limited', message: 'Too many analytics requests at once: at most 2 run at a time for each user. Please try again in 1 second.', retryAfterSeconds: 1 });
    expect(limiter.underWay(user(1))).toBe(2);

    first.finish();
    await running[0];
    expect(limiter.underWay(user(1))).toBe(1);
    expect(await limiter.run(user(1), async () => 'admitted')).toBe('admitted');
    second.finish();
    expect(await Promise.all(running)).toEqual(['done', 'done']);
    expect(limiter.underWay(user(1))).toBe(0);
  });

  it('counts each user alone, and each demo visitor alone though they share the demo user', async () => {
    const limiter = new HeavyWorkLimiter(1);
    const busy = held();
    const running = limiter.run(user(1), busy.work);
    expect(await limiter.run(user(2), async () => 'other user')).toBe('other user');
    const demo = held();
    const demoRunning = limiter.run(demoVisitor(5), demo.work);
    expect(await limiter.run(demoVisitor(6), async () => 'another visitor')).toBe('another visitor');
    await expect(limiter.run(demoVisitor(5), async () => 'never')).rejects.toBeInstanceOf(HeavyWorkRefused);
    busy.finish();
    demo.finish();
    await Promise.all([running, demoRunning]);
  });

  it('frees the place of work that failed', async () => {
    const limiter = new HeavyWorkLimiter(1);
    await expect(limiter.run(user(1), async () => Promise.reject(new Error('the database went away')))).rejects.toThrow('the database went away');
    expect(await limiter.run(user(1), async () => 'admitted')).toBe('admitted');
  });

  it('asks to retry after about as long as heavy work has lately taken', async () => {
    let now = 0;
    const clock = { now: () => now };
    const limiter = new HeavyWorkLimiter(1, clock);
    for (let run = 0; run < 20; run += 1) {
      await limiter.run(user(1), async () => {
        now += 4_000;
      });
    }
    const slow = held();
    const running = limiter.run(user(1), slow.work);
    expect(await refusal(limiter.run(user(1), async () => 'never'))).toMatchObject({ retryAfterSeconds: 4, message: expect.stringContaining('Please try again in 4 seconds.') });
    slow.finish();
    await running;
  });

  it('is set by HEAVY_REQUESTS_PER_USER (2 by default); a value that is not a limit is refused at start with its name', () => {
    expect(loadConfig({}).heavyWork.requestsPerUser).toBe(2);
    expect(loadConfig({ HEAVY_REQUESTS_PER_USER: '5' }).heavyWork.requestsPerUser).toBe(5);
    for (const value of ['0', '-1', '2.5', 'two', '101']) {
      expect(() => loadConfig({ HEAVY_REQUESTS_PER_USER: value })).toThrow('HEAVY_REQUESTS_PER_USER must be a whole number from 1 to 100');
    }
  });
});
