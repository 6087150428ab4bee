import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogCapture } from '../../test/support/log-capture';
import { startSqliteTestApp, type TestApp } from '../../test/support/test-app';
import { DomainError, PublicError } from '../errors';
import { createLogger } from '../logger';
import { jsonErrorHandler, notFound } from './errors';
import { requestLogging } from './request-logging';

const twoMegabytes = () => JSON.stringify({ query: '{ health { status } }', padding: 'x'.repeat(2 * 1024 * 1024) });

describe('HTTP errors', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startSqliteTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => testApp.close());

  it('answers an unknown /api path with a JSON 404, even to a browser', async () => {
    const response = await request(testApp.app).get('/api/no-such-thing').set('Accept', 'text/html').expect(404).expect('Content-Type', /json/);
    expect(response.body).toEqual({
      error: 'NOT_FOUND',
      message: 'Nothing at GET /api/no-such-thing',
      requestId: response.headers['x-request-id'],
    });
  });

  // /graphql reads its own, smaller bodies and answers GraphQL errors (graphql/query-limits.test.ts).
  it('refuses a body over 1mb on /api with a JSON 413', async () => {
    const response = await request(testApp.app).post('/api/health').set('Content-Type', 'application/json').send(twoMegabytes()).expect(413);
    expect(response.body).toMatchObject({ error: 'PAYLOAD_TOO_LARGE', message: 'The request body is larger than 1mb.' });
  });

  it('refuses malformed JSON with a JSON 400', async () => {
    const response = await request(testApp.app).post('/api/auth/login').set('Content-Type', 'application/json').send('{"usernameOrEmail": ').expect(400);
    expect(response.body).toMatchObject({ error: 'BAD_REQUEST', message: 'The request body is not valid JSON.' });
  });
});

describe('jsonErrorHandler', () => {
  const appThrowing = (error: unknown) => {
    const logs = new LogCapture();
    const app = express();
    app.use(requestLogging(createLogger('info', logs)));
    app.get('/fails', () => {
      throw error;
    });
    app.use(notFound);
    app.use(jsonErrorHandler);
    return { app, logs };
  };

  it('answers an internal failure with a bare 500 and logs the cause with the request id', async () => {
    const { app, logs } = appThrowing(new Error('ER_ACCESS_DENIED for user journal'));
    const response = await request(app).get('/fails').expect(500);
    const requestId = response.headers['x-request-id'];
    expect(response.body).toEqual({ error: 'INTERNAL_SERVER_ERROR', message: 'Internal server error', requestId });
    expect(logs.entries()).toContainEqual(
      expect.objectContaining({ level: 50, req: expect.objectContaining({ id: requestId }), err: expect.objectContaining({ message: 'ER_ACCESS_DENIED for user journal' }) }),
    );
  });

  it('passes on the message and status of a PublicError', async () => {
    const { app } = appThrowing(new PublicError('CONFLICT', 'That username is taken.'));
    const response = await request(app).get('/fails').expect(409);
    expect(response.body).toMatchObject({ error: 'CONFLICT', message: 'That username is taken.' });
  });

  it('answers a domain error with its reason as `error`, and Retry-After when it has one', async () => {
    class ThrottledError extends DomainError<'rate_limited'> {}
    const { app } = appThrowing(new ThrottledError('rate_limited', 'TOO_MANY_REQUESTS', 'Slow down.', 42));
    const response = await request(app).get('/fails').expect(429).expect('Retry-After', '42');
    expect(response.body).toEqual({ error: 'rate_limited', message: 'Slow down.', requestId: response.headers['x-request-id'] });
  });

  it('answers a value the database cannot hold with a 400 naming its column, not a 5xx to retry, and logs it', async () => {
    const tooLong = Object.assign(new Error("Data too long for column 'account_id' at row 1"), { errno: 1406 });
    const { app, logs } = appThrowing(Object.assign(new Error('insert failed'), { cause: tooLong }));
    const response = await request(app).get('/fails').expect(400);
    expect(response.body).toMatchObject({ error: 'BAD_REQUEST', message: 'A value is too long or too large to be saved (account id). Change it: sending it again as it is would fail the same way.' });
    expect(logs.entries()).toContainEqual(expect.objectContaining({ err: expect.objectContaining({ message: expect.stringContaining('Data too long') }) }));
  });
});
