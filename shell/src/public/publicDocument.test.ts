import { describe, expect, it } from 'vitest';
import { escapeHtml, publicDocument } from './publicDocument';

describe('publicDocument', () => {
  it('escapes the title, the description, the path and the script paths', () => {
    const html = publicDocument({
      path: '/"x"',
      title: 'P&L <today>',
      description: 'Say "hi" & <b>bye</b>',
      styleTags: '<style>a{}</style>',
      body: '<main>kept as rendered</main>',
      scripts: ['/a.js?x="1"'],
    });
    expect(html).toContain('<title>P&amp;L &lt;today&gt;</title>');
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot; &amp; &lt;b&gt;bye&lt;/b&gt;" />');
    expect(html).toContain('<div id="root" data-page="/&quot;x&quot;"><main>kept as rendered</main></div>');
    expect(html).toContain('<script defer src="/a.js?x=&quot;1&quot;"></script>');
    expect(html).toContain('<style>a{}</style>');
  });

  it('escapes the four characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x">&</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
  });
});
