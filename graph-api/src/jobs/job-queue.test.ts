import type { MikroORM } from '@mikro-orm/core';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/support/databases';
import { LogCapture } from '../../test/support/log-capture';
import { ManualClock } from '../../test/support/manual-clock';
import { loadDatabaseConfig } from '../config';
import { applyMigrations } from '../db/migrations';
import { openOrm } from '../db/orm';
import { runSql } from '../db/raw-sql';
import { createLogger } from '../logger';
import { Job, type JobPayload } from './job.entity';
import { JobQueue } from './job-queue';
import { type JobHandler, JobRunner, type RunnerOptions } from './job-runner';
import { runJobsCommand } from './jobs-command';

const LEASE_MS = 30_000;
const BACKOFF = { firstMs: 1000, maxMs: 60_000 };

describeEachDatabase('job queue and runner', (database) => {
  /** Three ORMs on one database: three API processes, as far as the queue can tell. */
  const orms: MikroORM[] = [];
  let clock: ManualClock;
  let queue: JobQueue;
  let logs: LogCapture;
  const runners: JobRunner[] = [];

  beforeAll(async () => {
    const config = loadDatabaseConfig(database.env);
    for (let index = 0; index < 3; index += 1) orms.push(await openOrm(config));
    await applyMigrations(orms[0]!);
  });
  afterAll(async () => {
    for (const orm of orms.splice(0)) await orm.close(true);
  });
  beforeAll(() => {
    // Not on a whole second: times must keep their milliseconds on both databases.
    clock = new ManualClock('2026-03-02T14:00:00.250Z');
    queue = new JobQueue(clock, BACKOFF, () => 0.5);
    logs = new LogCapture();
  });
  afterEach(async () => {
    for (const runner of runners.splice(0)) await runner.stop();
    await runSql(orms[0]!.em.fork(), 'delete from job');
  });

  const em = () => orms[0]!.em.fork();
  const runnerOn = (orm: MikroORM, handlers: Record<string, JobHandler>, options: Partial<RunnerOptions> = {}) => {
    const runner = new JobRunner(orm, queue, createLogger('info', logs), { leaseMs: LEASE_MS, pollIntervalMs: 5, ...options });
    for (const [kind, handler] of Object.entries(handlers)) runner.register(kind, handler);
    runners.push(runner);
    return runner;
  };
  const reload = (id: number) => em().findOneOrFail(Job, { id });

  it('gives back the one job when 20 callers enqueue the same key at once', async () => {
    const jobs = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        queue.enqueue(orms[index % 3]!.em.fork(), 'reports.weekly', { week: '2026-W10' }, { userId: 7, idempotencyKey: 'weekly:7:2026-W10' }),
      ),
    );
    expect(new Set(jobs.map((job) => job.id)).size).toBe(1);
    expect(await em().count(Job, {})).toBe(1);
    expect(jobs[0]).toMatchObject({ kind: 'reports.weekly', payload: { week: '2026-W10' }, userId: 7, state: 'queued', attempts: 0, maxAttempts: 5 });
    // Once it has run, the same key still gives back that job: the week's report is not queued again.
    await queue.claim(em(), { owner: 'a', kinds: ['reports.weekly'], limit: 1, leaseMs: LEASE_MS });
    await queue.succeed(em(), jobs[0]!.id, 'a');
    const again = await queue.enqueue(em(), 'reports.weekly', { week: '2026-W10' }, { userId: 7, idempotencyKey: 'weekly:7:2026-W10' });
    expect(again).toMatchObject({ id: jobs[0]!.id, state: 'succeeded' });
  });

  it('adds keyed jobs in bulk once, however many processes add the same ones at once, keeping their times and payloads', async () => {
    const runAt = new Date('2026-03-02T22:00:00.750Z');
    const jobs = Array.from({ length: 450 }, (_, index) => ({ kind: 'reports.daily', payload: { day: index }, userId: index + 1, runAt, idempotencyKey: `daily@${index + 1}@${runAt.toISOString()}` }));
    const added = await Promise.all(orms.map((orm) => queue.enqueueKeyed(orm.em.fork(), jobs)));
    expect(added.reduce((sum, count) => sum + count, 0)).toBe(450);
    expect(await em().count(Job, { kind: 'reports.daily', state: 'queued' })).toBe(450);
    const one = await em().findOneOrFail(Job, { idempotencyKey: `daily@7@${runAt.toISOString()}` });
    expect(one).toMatchObject({ userId: 7, payload: { day: 6 }, attempts: 0, maxAttempts: 5 });
    expect(one.runAt.toISOString()).toBe('2026-03-02T22:00:00.750Z');
    await expect(queue.enqueueKeyed(em(), [{ ...jobs[0]!, idempotencyKey: 'x'.repeat(300) }])).rejects.toThrow();
    expect(await em().count(Job, {})).toBe(450);
  });

  it('refuses bad input with a message, and stores nothing', async () => {
    await queue.enqueue(em(), 'reports.weekly', {}, { userId: 7, idempotencyKey: 'taken' });
    const refusals: Array<[() => Promise<unknown>, string]> = [
      [() => queue.enqueue(em(), 'Reports Weekly', {}), 'The job kind "Reports Weekly" is invalid'],
      [() => queue.enqueue(em(), 'reports.weekly', {}, { maxAttempts: 0 }), 'maximum attempts must be a whole number from 1 to 100'],
      [() => queue.enqueue(em(), 'reports.weekly', {}, { userId: -1 }), 'user id must be a positive integer'],
      [() => queue.enqueue(em(), 'reports.weekly', {}, { idempotencyKey: 'k'.repeat(192) }), 'idempotency key must have 1 to 191 characters'],
      [() => queue.enqueue(em(), 'reports.weekly', { text: 'x'.repeat(70_000) }), 'payload is over 65536 characters'],
      [() => queue.enqueue(em(), 'reports.weekly', [] as unknown as JobPayload), 'payload must be a JSON object'],
      [() => queue.enqueue(em(), 'reports.weekly', {}, { runAt: new Date('nonsense') }), 'run time is not a valid date'],
      [() => queue.enqueue(em(), 'reports.daily', {}, { userId: 7, idempotencyKey: 'taken' }), 'The idempotency key "taken" already belongs to another job'],
      [() => queue.enqueue(em(), 'reports.weekly', {}, { userId: 8, idempotencyKey: 'taken' }), 'already belongs to another job'],
    ];
    for (const [enqueue, message] of refusals) await expect(enqueue()).rejects.toThrow(message);
    expect(await em().count(Job, {})).toBe(1);
  });

  it('keeps milliseconds: a job due at .750 is not claimed at .749', async () => {
    const runAt = new Date(clock.now().getTime() + 500);
    const job = await queue.enqueue(em(), 'sync.broker', { connectionId: 3 }, { userId: 2, runAt });
    expect((await reload(job.id)).runAt.toISOString()).toBe('2026-03-02T14:00:00.750Z');
    clock.advance(499);
    expect(await queue.claim(em(), { owner: 'a', kinds: ['sync.broker'], limit: 5, leaseMs: LEASE_MS })).toEqual([]);
    clock.advance(1);
    const [claimed] = await queue.claim(em(), { owner: 'a', kinds: ['sync.broker'], limit: 5, leaseMs: LEASE_MS });
    expect(claimed).toMatchObject({ id: job.id, state: 'running', attempts: 1, leaseOwner: 'a' });
    expect(claimed!.leaseExpiresAt!.toISOString()).toBe(new Date(clock.now().getTime() + LEASE_MS).toISOString());
    // A lease is over at its exact millisecond, not a second later or earlier.
    clock.advance(LEASE_MS - 1);
    expect(await queue.claim(em(), { owner: 'b', kinds: ['sync.broker'], limit: 5, leaseMs: LEASE_MS })).toEqual([]);
    clock.advance(1);
    expect(await queue.claim(em(), { owner: 'b', kinds: ['sync.broker'], limit: 5, leaseMs: LEASE_MS })).toMatchObject([{ id: job.id, attempts: 2, leaseOwner: 'b' }]);
    clock.advance(-LEASE_MS - 500);
  });

  it('runs each of 200 jobs exactly once with three runners on three connections', async () => {
    const runs = new Map<number, string[]>();
    const perRunner = new Map<string, number>();
    for (let index = 0; index < 200; index += 1) await queue.enqueue(em(), 'noop', { index }, { userId: (index % 5) + 1 });
    let finish: () => void = () => undefined;
    const allRan = new Promise<void>((resolve) => (finish = resolve));
    const three = orms.map((orm) => {
      const runner: JobRunner = runnerOn(
        orm,
        {
          noop: async (payload) => {
            const index = Number(payload.index);
            runs.set(index, [...(runs.get(index) ?? []), runner.owner]);
            perRunner.set(runner.owner, (perRunner.get(runner.owner) ?? 0) + 1);
            await new Promise((resolve) => setTimeout(resolve, 2));
            if (runs.size === 200) finish();
          },
        },
        { concurrency: 4 },
      );
      return runner;
    });
    for (const runner of three) runner.start();
    await allRan;
    await Promise.all(three.map((runner) => runner.stop()));
    expect(runs.size).toBe(200);
    expect([...runs.values()].filter((owners) => owners.length !== 1)).toEqual([]);
    expect(perRunner.size).toBeGreaterThan(1);
    expect(await em().count(Job, { state: 'succeeded', attempts: 1 })).toBe(200);
    // Stopped runners claim nothing more, and a succeeded job is never run again.
    clock.advance(7 * 86_400_000);
    expect(await three[0]!.poll()).toBe(0);
    clock.advance(-7 * 86_400_000);
  });

  it('hands the job of a runner that died to another once the lease expires, and it finishes once', async () => {
    const job = await queue.enqueue(em(), 'reports.weekly', { week: '2026-W10' }, { userId: 4 });
    const ranBy: string[] = [];
    let release: () => void = () => undefined;
    const stuck = new Promise<void>((resolve) => (release = resolve));
    const dying: JobRunner = runnerOn(orms[0]!, { 'reports.weekly': async () => {
      ranBy.push(dying.owner);
      await stuck;
    } });
    const survivor: JobRunner = runnerOn(orms[1]!, { 'reports.weekly': async () => void ranBy.push(survivor.owner) });
    expect(await dying.poll()).toBe(1);
    dying.abandon();
    clock.advance(LEASE_MS - 1);
    expect(await survivor.poll()).toBe(0);
    clock.advance(1);
    expect(await survivor.poll()).toBe(1);
    await survivor.idle();
    expect(await reload(job.id)).toMatchObject({ state: 'succeeded', attempts: 2, leaseOwner: null });
    expect(ranBy).toEqual([dying.owner, survivor.owner]);
    // The dead runner's handler returning late records nothing, and the job is not run a third time.
    release();
    await dying.idle();
    expect(await reload(job.id)).toMatchObject({ state: 'succeeded', attempts: 2 });
    clock.advance(LEASE_MS * 10);
    expect(await survivor.poll()).toBe(0);
    expect(ranBy).toHaveLength(2);
  });

  it('renews the lease while the handler runs, so a slow job is not taken from a live runner', async () => {
    const job = await queue.enqueue(em(), 'slow', {});
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const leaseMs = 300;
    const holder = runnerOn(orms[0]!, { slow: () => slow }, { leaseMs, pollIntervalMs: 60_000 });
    const other = runnerOn(orms[1]!, { slow: async () => undefined }, { leaseMs });
    holder.start();
    await expect.poll(async () => (await reload(job.id)).state).toBe('running');
    // Past the first lease, but the holder renews every 100 ms of real time.
    clock.advance(250);
    await new Promise((resolve) => setTimeout(resolve, 250));
    clock.advance(250);
    expect(await other.poll()).toBe(0);
    release();
    await holder.stop();
    expect(await reload(job.id)).toMatchObject({ state: 'succeeded', attempts: 1, leaseOwner: null });
  });

  it('retries a failing job with a growing backoff, then keeps it failed with its last error', async () => {
    const job = await queue.enqueue(em(), 'sync.broker', { connectionId: 9 }, { userId: 3, maxAttempts: 3 });
    let calls = 0;
    const runner = runnerOn(orms[2]!, {
      'sync.broker': async () => {
        calls += 1;
        throw new Error(`Broker timed out (try ${calls}) at https://api-user:s3cret@broker.example/flex`);
      },
    });
    const runOnce = async () => {
      const started = await runner.poll();
      await runner.idle();
      return started;
    };
    expect(await runOnce()).toBe(1);
    // Random 0.5 with "equal jitter": 3/4 of the step; steps of 1 s, then 2 s.
    expect(await reload(job.id)).toMatchObject({ state: 'queued', attempts: 1, lastError: 'Error: Broker timed out (try 1) at https://***@broker.example/flex' });
    expect((await reload(job.id)).runAt.getTime()).toBe(clock.now().getTime() + 750);
    clock.advance(749);
    expect(await runOnce()).toBe(0);
    clock.advance(1);
    expect(await runOnce()).toBe(1);
    expect((await reload(job.id)).runAt.getTime()).toBe(clock.now().getTime() + 1500);
    clock.advance(1500);
    expect(await runOnce()).toBe(1);
    const failed = await reload(job.id);
    expect(failed).toMatchObject({ state: 'failed', attempts: 3, leaseOwner: null, lastError: 'Error: Broker timed out (try 3) at https://***@broker.example/flex' });
    expect(failed.finishedAt?.getTime()).toBe(clock.now().getTime());
    clock.advance(86_400_000);
    expect(await runOnce()).toBe(0);
    expect(calls).toBe(3);
    expect(logs.text()).toContain('The job failed on its last attempt');
    expect(logs.text()).not.toContain('s3cret');
  });

  it('fails, without running it again, a job whose runner died on its last attempt', async () => {
    const job = await queue.enqueue(em(), 'once', {}, { maxAttempts: 1 });
    let calls = 0;
    const dying = runnerOn(orms[0]!, { once: () => new Promise<void>(() => void (calls += 1)) });
    const other = runnerOn(orms[1]!, { once: async () => void (calls += 1) });
    expect(await dying.poll()).toBe(1);
    dying.abandon();
    clock.advance(LEASE_MS);
    expect(await other.poll()).toBe(0);
    expect(calls).toBe(1);
    expect(await reload(job.id)).toMatchObject({ state: 'failed', attempts: 1, lastError: 'The worker stopped during its last attempt (its lease expired)' });
  });

  it('claims only the kinds a runner handles, and leaves the rest queued', async () => {
    const other = await queue.enqueue(em(), 'reports.daily', {});
    const runner = runnerOn(orms[0]!, { 'reports.weekly': async () => undefined });
    expect(await runner.poll()).toBe(0);
    expect(await reload(other.id)).toMatchObject({ state: 'queued', attempts: 0 });
  });

  it('lets an operator list the queue, retry a failed job and cancel a queued one', async () => {
    const failing = await queue.enqueue(em(), 'sync.broker', {}, { userId: 5, maxAttempts: 1 });
    const waiting = await queue.enqueue(em(), 'reports.weekly', {}, { userId: 6 });
    await queue.enqueue(em(), 'reports.weekly', {}, { runAt: new Date(clock.now().getTime() + 3_600_000) });
    const runner = runnerOn(orms[0]!, { 'sync.broker': () => Promise.reject(new Error('Alpaca answered 503')) });
    await runner.poll();
    await runner.idle();
    clock.advance(12 * 60_000 + 5000);
    const listed = await runJobsCommand(['list'], em(), queue);
    expect(listed.exitCode).toBe(0);
    expect(listed.output).toContain('Jobs: 2 queued, 0 running, 0 succeeded, 1 failed, 0 cancelled');
    expect(listed.output).toContain('Oldest waiting job: due 12 min 5 s ago');
    expect(listed.output).toContain(`#${failing.id} sync.broker, user 5, 1 of 1 attempts, failed 2026-`);
    expect(listed.output).toContain('Error: Alpaca answered 503');
    expect(await queue.stats(em())).toEqual({ counts: { queued: 2, running: 0, succeeded: 0, failed: 1, cancelled: 0 }, oldestQueuedAgeMs: 12 * 60_000 + 5000 });

    expect(await runJobsCommand(['retry', String(failing.id)], em(), queue)).toEqual({ exitCode: 0, output: `Job #${failing.id} (sync.broker) is now queued.` });
    expect(await reload(failing.id)).toMatchObject({ state: 'queued', attempts: 0, runAt: clock.now() });
    expect(await runJobsCommand(['cancel', String(waiting.id)], em(), queue)).toEqual({ exitCode: 0, output: `Job #${waiting.id} (reports.weekly) is now cancelled.` });
    expect(await runner.poll()).toBe(1);
    await runner.idle();

    // Refusals say why and change nothing.
    expect(await runJobsCommand(['retry', String(waiting.id)], em(), queue)).toEqual({ exitCode: 0, output: `Job #${waiting.id} (reports.weekly) is now queued.` });
    expect(await runJobsCommand(['cancel', String(waiting.id)], em(), queue)).toMatchObject({ exitCode: 0 });
    expect(await runJobsCommand(['cancel', String(waiting.id)], em(), queue)).toEqual({
      exitCode: 1,
      output: `Job #${waiting.id} is cancelled and was not cancelled: only a queued or failed job can be cancelled.`,
    });
    expect(await runJobsCommand(['retry', '999999'], em(), queue)).toEqual({ exitCode: 1, output: 'There is no job #999999.' });
    expect(await runJobsCommand(['retry', 'abc'], em(), queue)).toMatchObject({ exitCode: 2, output: expect.stringContaining('"abc" is not a job id') });
    expect(await runJobsCommand(['purge'], em(), queue)).toMatchObject({ exitCode: 2, output: expect.stringContaining('Unknown command "purge"') });
    expect(await em().count(Job, { state: 'cancelled' })).toBe(1);
    clock.advance(-(12 * 60_000 + 5000));
  });
});
