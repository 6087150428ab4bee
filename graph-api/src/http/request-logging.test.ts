import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogCapture } from '../../test/support/log-capture';
import { startSqliteTestApp, type TestApp } from '../../test/support/test-app';
import { createLogger } from '../logger';

describe('request logging', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startSqliteTestApp();
  });
  afterAll(() => testApp.close());

  it('keeps a sane incoming X-Request-Id and echoes it', async () => {
    await request(testApp.app).get('/api/health').set('X-Request-Id', 'edge-7f3a.12:9').expect('X-Request-Id', 'edge-7f3a.12:9');
  });

  it('replaces an unusable X-Request-Id with a generated one', async () => {
    const response = await request(testApp.app).get('/api/health').set('X-Request-Id', `forged "id" ${'x'.repeat(200)}`);
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes one JSON line per request, with its id and without credentials', async () => {
    const response = await request(testApp.app)
      .get('/api/health?reset_token=tok-5ecret&view=full')
      .set('Cookie', 'session=cookie-5ecret')
      .set('Authorization', 'Bearer bearer-5ecret');
    const requestId = response.headers['x-request-id'];

    const entries = testApp.logs.entries();
    const line = entries.find((entry) => (entry.req as { id?: string } | undefined)?.id === requestId);
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/health?reset_token=redacted&view=full', headers: { cookie: '[redacted]', authorization: '[redacted]' } },
      res: { statusCode: 200 },
    });
    expect(testApp.logs.text()).not.toMatch(/5ecret/);
  });

  it('redacts a reset token in the path, and the query of the Referer header', async () => {
    const response = await request(testApp.app)
      .get('/api/auth/verify-reset-token/tok-5ecret')
      .set('Referer', 'http://127.0.0.1:3000/reset-password?token=ref-5ecret');
    const line = testApp.logs.entries().find((entry) => (entry.req as { id?: string } | undefined)?.id === response.headers['x-request-id']);
    expect(line).toMatchObject({
      req: { url: '/api/auth/verify-reset-token/redacted', headers: { referer: 'http://127.0.0.1:3000/reset-password?token=redacted' } },
    });
    expect(testApp.logs.text()).not.toMatch(/5ecret/);
  });

  it('redacts password fields in anything logged', () => {
    const logs = new LogCapture();
    createLogger('info', logs).info({ input: { email: 'a@example.com', password: 'hunter2' }, password: 'hunter3' }, 'sign-up');
    expect(logs.entries()[0]).toMatchObject({ input: { email: 'a@example.com', password: '[redacted]' }, password: '[redacted]' });
  });
});
