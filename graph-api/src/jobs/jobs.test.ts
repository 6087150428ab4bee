import type { MikroORM } from '@mikro-orm/core';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/support/databases';
import { LogCapture } from '../../test/support/log-capture';
import { ManualClock } from '../../test/support/manual-clock';
import { loadConfig, loadDatabaseConfig } from '../config';
import { applyMigrations } from '../db/migrations';
import { openOrm } from '../db/orm';
import { runSql } from '../db/raw-sql';
import { createLogger } from '../logger';
import { Job } from './job.entity';
import { Jobs } from './jobs';
import { type JobsConfig, jobsConfigFrom } from './jobs.config';
import type { ScheduledRun } from './recurring-schedules';

const CONFIG: JobsConfig = { runnerEnabled: true, pollIntervalMs: 10, concurrency: 2, leaseMs: 30_000, scheduleIntervalMs: 60_000 };

describeEachDatabase('jobs: the registration point, the recurring schedules and the runner a process starts', (database) => {
  /** Two ORMs on one database: two API processes. */
  const orms: MikroORM[] = [];
  let clock: ManualClock;
  let logs: LogCapture;
  const started: Jobs[] = [];

  beforeAll(async () => {
    const config = loadDatabaseConfig(database.env);
    for (let index = 0; index < 2; index += 1) orms.push(await openOrm(config));
    await applyMigrations(orms[0]!);
  });
  afterAll(async () => {
    for (const orm of orms.splice(0)) await orm.close(true);
  });
  beforeAll(() => {
    logs = new LogCapture();
  });
  afterEach(async () => {
    for (const jobs of started.splice(0)) await jobs.stop();
    await runSql(orms[0]!.em.fork(), 'delete from job');
  });

  const em = () => orms[0]!.em.fork();
  const jobsWith = (config: Partial<JobsConfig> = {}) => {
    const jobs = new Jobs({ ...CONFIG, ...config }, clock, createLogger('info', logs));
    started.push(jobs);
    return jobs;
  };
  const queued = async (kind: string) => (await em().find(Job, { kind, state: 'queued' }, { orderBy: { userId: 'asc' } })).map(({ userId, runAt, payload }) => ({ userId, runAt: runAt.toISOString(), payload }));

  it("enqueues each user's next run at their own local time, once however many processes ask", async () => {
    // Friday 2026-03-06 15:00 UTC: 10:00 in New York, 00:00 on Saturday in Tokyo.
    clock = new ManualClock('2026-03-06T15:00:00.000Z');
    const runs: ScheduledRun[] = [
      { userId: 1, localTime: '17:00', timeZone: 'America/New_York', cadence: { every: 'day' } },
      { userId: 2, localTime: '17:00', timeZone: 'Asia/Tokyo', cadence: { every: 'week', on: 'friday' }, payload: { week: true } },
    ];
    const processes = [jobsWith(), jobsWith()];
    for (const jobs of processes) jobs.register('test.report', async () => undefined).recurring({ kind: 'test.report', runs: async () => runs });
    await Promise.all(processes.map((jobs, index) => jobs.bringSchedulesUpToDate(orms[index]!.em.fork())));
    await processes[0]!.bringSchedulesUpToDate(em());
    expect(await queued('test.report')).toEqual([
      { userId: 1, runAt: '2026-03-06T22:00:00.000Z', payload: { scheduledFor: '2026-03-06T22:00:00.000Z' } },
      // Tokyo is already past Friday: the next Friday 17:00 there.
      { userId: 2, runAt: '2026-03-13T08:00:00.000Z', payload: { week: true, scheduledFor: '2026-03-13T08:00:00.000Z' } },
    ]);
  });

  it('cancels a future run the settings no longer ask for, and leaves a due one to run', async () => {
    clock = new ManualClock('2026-03-06T15:00:00.000Z');
    let runs: ScheduledRun[] = [
      { userId: 1, localTime: '17:00', timeZone: 'America/New_York', cadence: { every: 'day' } },
      { userId: 2, localTime: '09:00', timeZone: 'UTC', cadence: { every: 'day' } },
    ];
    const jobs = jobsWith()
      .register('test.sync', async () => undefined)
      .recurring({ kind: 'test.sync', runs: async () => runs });
    await jobs.bringSchedulesUpToDate(em());
    // The next day, 09:30 UTC: user 2's 09:00 run is due and not claimed yet; user 1 moved to 18:00; user 2 turned it off.
    clock.advance(18.5 * 3_600_000);
    runs = [{ userId: 1, localTime: '18:00', timeZone: 'America/New_York', cadence: { every: 'day' } }];
    expect(await jobs.bringSchedulesUpToDate(em())).toEqual({ scheduled: 1, cancelled: 0 });
    // User 1's 17:00 job of the 6th is due too (22:00 UTC passed), so it stays; the 18:00 of the 7th is added.
    expect((await queued('test.sync')).map(({ userId, runAt }) => `${userId} ${runAt}`)).toEqual(['1 2026-03-06T22:00:00.000Z', '1 2026-03-07T23:00:00.000Z', '2 2026-03-07T09:00:00.000Z']);
    runs = [];
    expect(await jobs.bringSchedulesUpToDate(em())).toEqual({ scheduled: 0, cancelled: 1 });
    expect(await em().count(Job, { kind: 'test.sync', state: 'cancelled' })).toBe(1);
    // Turned on again before its time: the cancelled run is queued again, still one job for it.
    runs = [{ userId: 1, localTime: '18:00', timeZone: 'America/New_York', cadence: { every: 'day' } }];
    expect(await jobs.bringSchedulesUpToDate(em())).toEqual({ scheduled: 1, cancelled: 0 });
    expect((await queued('test.sync')).map(({ userId, runAt }) => `${userId} ${runAt}`)).toEqual(['1 2026-03-06T22:00:00.000Z', '1 2026-03-07T23:00:00.000Z', '2 2026-03-07T09:00:00.000Z']);
    expect(await em().count(Job, { kind: 'test.sync', state: 'cancelled' })).toBe(0);
  });

  it('start() runs the registered handlers until stop(), which waits for the running ones', async () => {
    clock = new ManualClock('2026-03-06T15:00:00.000Z');
    const done: string[] = [];
    // The second job holds until it has been seen running, however slowly the machine polls.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const jobs = jobsWith().register('test.note', async (payload) => {
      if (payload.note === 'b') await held;
      done.push(String(payload.note));
    });
    await jobs.enqueue(em(), 'test.note', { note: 'a' }, { userId: 1 });
    jobs.start(orms[0]!);
    expect(jobs.state()).toMatchObject({ enabled: true, running: true });
    await expect.poll(() => done, { timeout: 5000 }).toEqual(['a']);
    const second = await jobs.enqueue(em(), 'test.note', { note: 'b' }, { userId: 1 });
    await expect.poll(async () => (await em().findOneOrFail(Job, { id: second.id })).state, { timeout: 5000 }).toBe('running');
    const stopped = jobs.stop();
    release();
    await stopped;
    expect(done).toEqual(['a', 'b']);
    expect(await em().count(Job, { state: 'succeeded' })).toBe(2);
    expect(jobs.state()).toMatchObject({ running: false, active: 0 });
  });

  it('JOBS_RUNNER=off: the process enqueues but runs nothing; another process runs it', async () => {
    clock = new ManualClock('2026-03-06T15:00:00.000Z');
    const ran: number[] = [];
    const webOnly = jobsWith({ runnerEnabled: false }).register('test.note', async () => {
      ran.push(1);
    });
    webOnly.start(orms[0]!);
    const job = await webOnly.enqueue(em(), 'test.note', {}, { userId: 1 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ran).toEqual([]);
    expect(webOnly.state()).toEqual({ enabled: false, running: false, active: 0 });
    expect(logs.text()).toContain('JOBS_RUNNER=off');
    const worker = jobsWith().register('test.note', async () => {
      ran.push(2);
    });
    worker.start(orms[1]!);
    await expect.poll(async () => (await em().findOneOrFail(Job, { id: job.id })).state, { timeout: 5000 }).toBe('succeeded');
    expect(ran).toEqual([2]);
  });

  it('refuses a recurring job without a handler, and a kind registered twice', () => {
    clock = new ManualClock();
    const jobs = jobsWith().recurring({ kind: 'test.orphan', runs: async () => [] });
    expect(() => jobs.start(orms[0]!)).toThrow('Recurring jobs without a handler: test.orphan');
    jobs.register('test.twice', async () => undefined);
    expect(() => jobs.register('test.twice', async () => undefined)).toThrow('"test.twice" is already registered');
  });
});

it('reads the JOBS_* variables, refusing a bad one by its name', () => {
  expect(loadConfig({}).jobs).toEqual({ runnerEnabled: true, pollIntervalMs: 1000, concurrency: 4, leaseMs: 60_000, scheduleIntervalMs: 60_000 });
  expect(loadConfig({ JOBS_RUNNER: 'off', JOBS_CONCURRENCY: '8', JOBS_POLL_INTERVAL_MS: '250' }).jobs).toMatchObject({ runnerEnabled: false, concurrency: 8, pollIntervalMs: 250 });
  expect(() => loadConfig({ JOBS_CONCURRENCY: '0' })).toThrow('JOBS_CONCURRENCY must be a whole number from 1 to 64');
  expect(() => loadConfig({ JOBS_RUNNER: 'maybe' })).toThrow('JOBS_RUNNER must be on or off');
  expect(jobsConfigFrom({ JOBS_RUNNER: 'on', JOBS_POLL_INTERVAL_MS: 10, JOBS_CONCURRENCY: 1, JOBS_LEASE_MS: 1000, JOBS_SCHEDULE_INTERVAL_MS: 1000 }).leaseMs).toBe(1000);
});
