import { describe, expect, it } from 'vitest';
import { analyticsHeadHtml, escapeAttribute } from './analytics-head';

describe('analytics head HTML', () => {
  it('is empty when nothing is configured', () => {
    expect(analyticsHeadHtml({ measurementId: null, debug: false, verificationTags: [] })).toBe('');
  });

  it('writes the verification tags, then the measurement id and the debug flag the client reads', () => {
    const html = analyticsHeadHtml({
      measurementId: 'G-AB12CD34EF',
      debug: true,
      verificationTags: [
        { name: 'google-site-verification', content: 'abc123' },
        { name: 'msvalidate.01', content: 'xyz' },
      ],
    });
    expect(html.split('\n')).toEqual([
      '<meta name="google-site-verification" content="abc123">',
      '<meta name="msvalidate.01" content="xyz">',
      '<meta name="ga-measurement-id" content="G-AB12CD34EF">',
      '<meta name="analytics-debug" content="on">',
    ]);
  });

  it('writes the verification tags without a measurement id, and no debug flag when debug is off', () => {
    expect(analyticsHeadHtml({ measurementId: null, debug: false, verificationTags: [{ name: 'yandex-verification', content: '4f2a' }] })).toBe(
      '<meta name="yandex-verification" content="4f2a">',
    );
    expect(analyticsHeadHtml({ measurementId: 'G-E2ETEST01', debug: false, verificationTags: [] })).toBe('<meta name="ga-measurement-id" content="G-E2ETEST01">');
  });

  it('escapes what it writes into attributes', () => {
    expect(escapeAttribute(`a"b'c<d>e&f`)).toBe('a&quot;b&#39;c&lt;d&gt;e&amp;f');
    // The configuration refuses such values; the escaping holds even if a caller did not.
    const html = analyticsHeadHtml({ measurementId: null, debug: false, verificationTags: [{ name: 'x"><script>', content: '"/><script>alert(1)</script>' }] });
    expect(html).toBe('<meta name="x&quot;&gt;&lt;script&gt;" content="&quot;/&gt;&lt;script&gt;alert(1)&lt;/script&gt;">');
    expect(html).not.toContain('<script');
  });
});
