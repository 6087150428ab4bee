import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { ConfigError } from '../startup-errors';

describe('site analytics configuration', () => {
  it('reads the measurement id, debug mode and the verification tags', () => {
    const config = loadConfig({
      GA_MEASUREMENT_ID: ' G-AB12CD34EF ',
      ANALYTICS_DEBUG: 'On',
      SITE_VERIFICATION: 'google-site-verification=abc123_-XYZ, msvalidate.01=0123456789ABCDEF,google-site-verification=second+owner/=',
    });
    expect(config.siteAnalytics).toEqual({
      measurementId: 'G-AB12CD34EF',
      debug: true,
      verificationTags: [
        { name: 'google-site-verification', content: 'abc123_-XYZ' },
        { name: 'msvalidate.01', content: '0123456789ABCDEF' },
        { name: 'google-site-verification', content: 'second+owner/=' },
      ],
    });
  });

  it('is off with nothing set, and reads each spelling of on and off', () => {
    expect(loadConfig({ GA_MEASUREMENT_ID: '', ANALYTICS_DEBUG: '', SITE_VERIFICATION: '' }).siteAnalytics).toEqual({ measurementId: null, debug: false, verificationTags: [] });
    for (const on of ['on', 'true', '1', 'ON']) expect(loadConfig({ GA_MEASUREMENT_ID: 'G-E2ETEST01', ANALYTICS_DEBUG: on }).siteAnalytics.debug).toBe(true);
    for (const off of ['off', 'false', '0']) expect(loadConfig({ GA_MEASUREMENT_ID: 'G-E2ETEST01', ANALYTICS_DEBUG: off }).siteAnalytics.debug).toBe(false);
    // Verification tags need no measurement id: a site proves its ownership without analytics.
    expect(loadConfig({ SITE_VERIFICATION: 'yandex-verification=4f2a' }).siteAnalytics).toEqual({
      measurementId: null,
      debug: false,
      verificationTags: [{ name: 'yandex-verification', content: '4f2a' }],
    });
  });

  it.each([
    [{ GA_MEASUREMENT_ID: 'UA-12345-1' }, /GA_MEASUREMENT_ID must be a GA4 measurement id: G- then capital letters and digits/],
    [{ GA_MEASUREMENT_ID: 'g-ab12cd34ef' }, /GA_MEASUREMENT_ID must be a GA4 measurement id/],
    [{ GA_MEASUREMENT_ID: 'G-AB12"><script>' }, /GA_MEASUREMENT_ID must be a GA4 measurement id/],
    [{ GA_MEASUREMENT_ID: 'G-E2ETEST01', ANALYTICS_DEBUG: 'maybe' }, /ANALYTICS_DEBUG must be on or off/],
    [{ ANALYTICS_DEBUG: 'on' }, /ANALYTICS_DEBUG=on needs GA_MEASUREMENT_ID/],
    [{ SITE_VERIFICATION: 'abc123' }, /SITE_VERIFICATION: "abc123" is not name=content with a verification tag's name/],
    [{ SITE_VERIFICATION: 'referrer=unsafe-url' }, /SITE_VERIFICATION: "referrer=unsafe-url" is not name=content/],
    [{ SITE_VERIFICATION: 'ga-measurement-id=G-OTHER01' }, /is not name=content with a verification tag's name/],
    [{ SITE_VERIFICATION: 'google-site-verification="><script>alert(1)</script>' }, /the content of google-site-verification must be 1 to 256 letters/],
    [{ SITE_VERIFICATION: 'google-site-verification=' }, /the content of google-site-verification must be/],
  ])('refuses %o at start-up with a message naming the variable', (env, reason) => {
    const load = () => loadConfig(env);
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(reason);
  });
});
