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

describe('security headers with Google Analytics', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startSqliteTestApp({ GA_MEASUREMENT_ID: 'G-TEST1234' });
  });
  afterAll(() => testApp.close());

  it("allow gtag.js and GA4's collection endpoints, as Google documents for GA4, and nothing else more", async () => {
    const response = await request(testApp.app).get('/dashboard').set('Accept', 'text/html');
    expect(directivesOf(response.headers['content-security-policy'])).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self' https://*.googletagmanager.com",
      'connect-src': "'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
      'img-src': "'self' data: https: https://*.google-analytics.com https://*.googletagmanager.com",
      'style-src': "'self' 'unsafe-inline'",
      'frame-ancestors': "'none'",
      'object-src': "'none'",
    });
  });

  it('keep Storybook on its own policy', async () => {
    const storybook = await request(testApp.app).get('/storybook/iframe.html');
    expect(directivesOf(storybook.headers['content-security-policy'])['script-src']).toBe("'self' 'unsafe-inline'");
  });
});

describe('security headers with only verification tags', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startSqliteTestApp({ SITE_VERIFICATION: 'google-site-verification=abc123' });
  });
  afterAll(() => testApp.close());

  it('allow no Google origin: no measurement id, no analytics script', async () => {
    const policy = (await request(testApp.app).get('/dashboard').set('Accept', 'text/html')).headers['content-security-policy'] as string;
    expect(directivesOf(policy)['script-src']).toBe("'self'");
    expect(directivesOf(policy)['connect-src']).toBe("'self'");
    expect(policy).not.toMatch(/google/);
  });
});
