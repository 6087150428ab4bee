import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { startSqliteTestApp, type TestApp } from '../../../test/support/test-app';
import { DEFAULT_REMOTE_REGISTRY } from './remote-registry';

describe('GET /api/remotes', () => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  it('lists the built-in registry, never cached', async () => {
    testApp = await startSqliteTestApp();
    const response = await request(testApp.app).get('/api/remotes').expect(200).expect('Content-Type', /json/);
    expect(response.body).toEqual(DEFAULT_REMOTE_REGISTRY);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('lists the configured registry, and lets the page load those remotes', async () => {
    const registry = { remotes: [{ name: 'mfe_journal', entry: 'https://cdn.example.com/journal/mf-manifest.json' }] };
    testApp = await startSqliteTestApp({ REMOTES_JSON: JSON.stringify(registry) });
    const response = await request(testApp.app).get('/api/remotes').expect(200);
    expect(response.body).toEqual(registry);
    const policy = response.headers['content-security-policy'];
    expect(policy).toContain("script-src 'self' https://cdn.example.com");
    expect(policy).toContain("connect-src 'self' https://cdn.example.com");
  });
});
