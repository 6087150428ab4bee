import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/support/databases';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
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
    });
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
    });
    const graphql = await request(testApp.app).post('/graphql').send({ query: HEALTH_QUERY }).expect(200);
    expect(graphql.body.data.health).toMatchObject({ status: 'error', database: { ok: false } });
    expect(testApp.logs.text()).toContain('the database did not answer');
  });
});
