import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSqliteTestApp, type TestApp } from '../../test/support/test-app';

/** "a b; c d" → { a: 'b', c: 'd' } */
const directivesOf = (policy = '') =>
  Object.fromEntries(policy.split(';').map((directive) => directive.trim().split(/ (.*)/s).slice(0, 2)));

describe('security headers', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startSqliteTestApp();
  });
  afterAll(() => testApp.close());

  it('send a strict content security policy and the usual hardening headers', async () => {
    const response = await request(testApp.app).get('/api/health');
    expect(directivesOf(response.headers['content-security-policy'])).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data: https:",
      'connect-src': "'self'",
      'frame-ancestors': "'none'",
      'object-src': "'none'",
    });
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': expect.stringContaining('max-age='),
    });
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('relax the policy for Storybook only, which needs inline scripts and its own iframe', async () => {
    const storybook = await request(testApp.app).get('/storybook/iframe.html');
    expect(directivesOf(storybook.headers['content-security-policy'])).toMatchObject({
      'script-src': "'self' 'unsafe-inline'",
      'frame-ancestors': "'self'",
    });
    const app = await request(testApp.app).get('/storybook-like-page');
    expect(directivesOf(app.headers['content-security-policy'])['script-src']).toBe("'self'");
  });
});
