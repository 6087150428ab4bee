import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/support/databases';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import { runSql } from '../../db/raw-sql';
import { JobQueue } from '../../jobs/job-queue';
import { PACKAGE_VERSION } from '../../package-info';

const HEALTH_QUERY = '{ health { status version database { kind ok latencyMs pendingMigrations } } }';

describeEachDatabase('health', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
  });
  afterAll(() => testApp.close());

  it('GET /api/health answers 200 with the database kind and the package version', async () => {
    const response = await request(testApp.app).get('/api/health').expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({
      status: 'ok',
      database: { kind: database.kind, ok: true, latencyMs: expect.any(Number), pendingMigrations: 0 },
      version: PACKAGE_VERSION,
      jobs: { queued: 0, oldestQueuedAgeMs: null, failed: 0 },
      // The test app does not start its runner (server.ts does).
      runner: { enabled: true, running: false, active: 0 },
    });
  });

  it('GET /api/health reports the job queue: due jobs waiting, how long the oldest has waited, failures', async () => {
    const queue = new JobQueue(testApp.clock);
    const em = testApp.orm.em.fork();
    await queue.enqueue(em, 'health.probe', {}, { userId: 1 });
    await queue.enqueue(em, 'health.probe', {}, { runAt: new Date(testApp.clock.now().getTime() + 3_600_000) });
    const failing = await queue.enqueue(em, 'health.failing', {}, { maxAttempts: 1 });
    await queue.claim(em, { owner: 'test', kinds: ['health.failing'], limit: 1, leaseMs: 1000 });
    await queue.fail(em, { id: failing.id, attempts: 1, maxAttempts: 1 }, 'test', new Error('probe failed'));
    testApp.clock.advance(90_000);
    const response = await request(testApp.app).get('/api/health').expect(200);
    expect(response.body.jobs).toEqual({ queued: 2, oldestQueuedAgeMs: 90_000, failed: 1 });
    await runSql(em, 'delete from job');
  });

  it('answers the GraphQL health query', async () => {
    const response = await request(testApp.app).post('/graphql').send({ query: HEALTH_QUERY }).expect(200);
    expect(response.body.data.health).toEqual({
      status: 'ok',
      version: PACKAGE_VERSION,
      database: { kind: database.kind, ok: true, latencyMs: expect.any(Number), pendingMigrations: 0 },
    });
  });

  // Last: it closes the database under the app.
  it('answers 503 without any error text once the database is gone', async () => {
    await testApp.orm.close(true);
    const response = await request(testApp.app).get('/api/health').expect(503);
    expect(response.body).toEqual({
      status: 'error',
      database: { kind: database.kind, ok: false, latencyMs: expect.any(Number), pendingMigrations: null },
      version: PACKAGE_VERSION,
      jobs: null,
      runner: { enabled: true, running: false, active: 0 },
    });
    const graphql = await request(testApp.app).post('/graphql').send({ query: HEALTH_QUERY }).expect(200);
    expect(graphql.body.data.health).toMatchObject({ status: 'error', database: { ok: false } });
    expect(testApp.logs.text()).toContain('the database did not answer');
  });
});
