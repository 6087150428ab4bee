import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchSessionConsent } from './sessionConsent';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('fetchSessionConsent', () => {
  it('reads the signed-in user’s Usage Analytics, with the session cookie', async () => {
    const fetchImpl = vi.fn(async () => json({ id: 7, username: 'ada', usageAnalytics: false }));
    await expect(fetchSessionConsent(fetchImpl)).resolves.toEqual({ usageAnalytics: false });
    expect(fetchImpl).toHaveBeenCalledWith('/api/auth/user', { credentials: 'include' });
  });

  it('answers null for an anonymous visitor, and fails on any other answer', async () => {
    await expect(fetchSessionConsent(async () => json({ error: 'unauthenticated' }, 401))).resolves.toBeNull();
    await expect(fetchSessionConsent(async () => new Response('down', { status: 503, statusText: 'Service Unavailable' }))).rejects.toThrow('503: Service Unavailable');
  });
});

describe('the site’s analytics instance and the public pages', () => {
  beforeEach(() => {
    vi.resetModules();
    document.head.innerHTML = '<title>AI Trading Journal - Advanced Trading Analytics</title><meta name="ga-measurement-id" content="G-PUBLIC01">';
    delete (window as { dataLayer?: unknown }).dataLayer;
    delete (window as { gtag?: unknown }).gtag;
    window.history.replaceState(null, '', '/privacy-policy');
  });
  afterEach(() => vi.unstubAllGlobals());

  const commands = () => ((window as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => Array.from(entry));

  it('getSiteAnalytics is one instance, configured from the page’s meta tags', async () => {
    const { getSiteAnalytics } = await import('./index');
    expect(getSiteAnalytics()).toBe(getSiteAnalytics());
    expect(getSiteAnalytics().status()).toMatchObject({ measurementId: 'G-PUBLIC01', consent: 'pending' });
  });

  it('startPublicPageAnalytics sends the page view once the visitor is known to be anonymous', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ error: 'unauthenticated' }, 401)));
    const { getSiteAnalytics, startPublicPageAnalytics } = await import('./index');
    await startPublicPageAnalytics();
    expect(getSiteAnalytics().status().consent).toBe('granted');
    expect(commands().slice(2)).toEqual([
      ['set', { page_location: 'http://localhost:3000/privacy-policy' }],
      ['event', 'page_view', { page_path: '/privacy-policy', page_location: 'http://localhost:3000/privacy-policy', page_title: 'AI Trading Journal - Advanced Trading Analytics' }],
    ]);
  });

  it('startPublicPageAnalytics sends nothing for a user who turned Usage Analytics off, nor when the session cannot be known', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ usageAnalytics: false })));
    const first = await import('./index');
    await first.startPublicPageAnalytics();
    expect(commands()).toEqual([]);
    expect(document.querySelector('script')).toBeNull();

    vi.resetModules();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 500, statusText: 'Internal Server Error' })));
    const second = await import('./index');
    await second.startPublicPageAnalytics();
    expect(commands()).toEqual([]);
    expect(second.getSiteAnalytics().status().consent).toBe('pending');
    expect(warn).toHaveBeenCalledWith('Could not load the current user: analytics sends nothing without knowing its consent', expect.any(Error));
    warn.mockRestore();
  });
});
