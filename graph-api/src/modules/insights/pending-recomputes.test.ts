import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedUpBrowser } from '../../../test/support/accounts';
import { describeEachDatabase } from '../../../test/support/databases';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import { importDasDay, losingTslaDay } from '../../../test/support/trade-history';
import { runSql } from '../../db/raw-sql';
import { Job } from '../../jobs/job.entity';
import { StoredInsight } from './insight.entity';
import { INSIGHTS_RECOMPUTE_JOB, PendingRecomputes, TAKEOVER_AFTER_MS } from './pending-recomputes';


describeEachDatabase('insights computations kept in the job queue', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
  });
  afterAll(() => testApp.close());

  const em = () => testApp.orm.em.fork();
  const jobsOf = async (userId: number) => (await em().find(Job, { kind: INSIGHTS_RECOMPUTE_JOB, userId }, { orderBy: { id: 'asc' } })).map(({ state }) => state);

  it('an import records its computation as a job, which the computation settles once the insights are stored', async () => {
    const { browser, user } = await signedUpBrowser(testApp, 'settled');
    for (const date of ['2026-03-02', '2026-03-03', '2026-03-04']) await importDasDay(browser, date, losingTslaDay());
    await testApp.services.insights.idle();
    expect(await em().count(StoredInsight, { user: user.id })).toBeGreaterThan(0);
    // One job for the three imports (they joined one computation or followed it), none left waiting.
    expect((await jobsOf(user.id)).every((state) => state === 'succeeded')).toBe(true);
    expect(await jobsOf(user.id)).not.toHaveLength(0);
  });

  it("a computation whose process died is done by a runner once it is overdue, once, and only for its user", async () => {
    const { browser, user } = await signedUpBrowser(testApp, 'orphaned');
    const bystander = await signedUpBrowser(testApp, 'bystander');
    for (const date of ['2026-03-02', '2026-03-03']) await importDasDay(browser, date, losingTslaDay());
    await testApp.services.insights.idle();
    await em().nativeDelete(StoredInsight, { user: user.id });
    await runSql(em(), 'delete from job where user_id = ?', [user.id]);
    // What a process leaves when it is killed between an import and its computation: the job, and no insights.
    const pending = new PendingRecomputes(testApp.services.jobs.queue, testApp.clock);
    await pending.mark(em(), user.id);
    await pending.mark(em(), user.id);
    expect(await jobsOf(user.id)).toEqual(['queued']);

    const runner = testApp.services.jobs.runnerFor(testApp.orm);
    expect(await runner.poll()).toBe(0);
    testApp.clock.advance(TAKEOVER_AFTER_MS);
    expect(await runner.poll()).toBe(1);
    await runner.idle();
    await testApp.services.insights.idle();
    expect(await jobsOf(user.id)).toEqual(['succeeded']);
    expect(await em().count(StoredInsight, { user: user.id })).toBeGreaterThan(0);
    expect(await em().count(StoredInsight, { user: bystander.user.id })).toBe(0);
    expect(await runner.poll()).toBe(0);
  });

  it('processes marking one user at once record one job (its idempotency key), and the next burst after it a new one', async () => {
    const { user } = await signedUpBrowser(testApp, 'raced');
    const pendingIn = () => new PendingRecomputes(testApp.services.jobs.queue, testApp.clock);
    await Promise.all([pendingIn().mark(em(), user.id), pendingIn().mark(em(), user.id), pendingIn().mark(em(), user.id)]);
    expect(await jobsOf(user.id)).toEqual(['queued']);
    const pending = pendingIn();
    await pending.settle(em(), await pending.waitingIds(em(), user.id));
    await Promise.all([pendingIn().mark(em(), user.id), pendingIn().mark(em(), user.id)]);
    expect(await jobsOf(user.id)).toEqual(['succeeded', 'queued']);
  });

  it('a process that saw none waiting just before another queued one gives the same key, so still one job', async () => {
    const { user } = await signedUpBrowser(testApp, 'late');
    await new PendingRecomputes(testApp.services.jobs.queue, testApp.clock).mark(em(), user.id);
    // The slower process read "none waiting" before the faster one's insert, and reads the key after it.
    const slower = new (class extends PendingRecomputes {
      override async waitingIds(): Promise<number[]> {
        return [];
      }
    })(testApp.services.jobs.queue, testApp.clock);
    await slower.mark(em(), user.id);
    expect(await jobsOf(user.id)).toEqual(['queued']);
  });

  it('a computation that fails leaves its job to a runner, which computes the insights', async () => {
    const { browser, user } = await signedUpBrowser(testApp, 'retried');
    const service = (testApp.services.insights as unknown as { insights: { recompute: (...args: unknown[]) => Promise<void> } }).insights;
    const recompute = service.recompute.bind(service);
    service.recompute = async () => {
      throw new Error('the worker thread went away');
    };
    try {
      await importDasDay(browser, '2026-03-02', losingTslaDay());
      await testApp.services.insights.idle();
    } finally {
      service.recompute = recompute;
    }
    expect(await em().count(StoredInsight, { user: user.id })).toBe(0);
    expect(await jobsOf(user.id)).toEqual(['queued']);
    testApp.clock.advance(TAKEOVER_AFTER_MS);
    const runner = testApp.services.jobs.runnerFor(testApp.orm);
    await runner.poll();
    await runner.idle();
    expect(await jobsOf(user.id)).toEqual(['succeeded']);
    expect(await em().count(StoredInsight, { user: user.id })).toBeGreaterThan(0);
  });
});
