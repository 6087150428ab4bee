import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository-wide check of document citations (.scripts/lint): its rule is linted here like
// the module-cycle rule beside it, and its Markdown checker run on the repository's pages.
const ROOT = path.resolve(__dirname, '..', '..');
const eslint = new ESLint({ cwd: ROOT });

async function danglingReferences(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'docs/no-dangling-doc-references').map((message) => message.message);
}

describe('comments cite only documents that exist in the repository (linted)', { timeout: 60_000 }, () => {
  it('accepts the product documents by section, module docs by name, and README sections it has', async () => {
    const code = [
      '// SPEC §2 and SPEC §9, DECISIONS §4 and DECISIONS.md §2.',
      '/** Defined in METRICS.md and insights/INSIGHTS.md; see docs/importing.md and README "Set-up". */',
      'export const x = 1;',
    ].join('\n');
    expect(await danglingReferences('graph-api/src/modules/dashboard-summary/x.ts', code)).toEqual([]);
  });

  it('refuses a missing section, a missing document and a README section that moved, naming each', async () => {
    const code = ['// SPEC §12 and DECISIONS §8.', '// As FORMATS.md §2 says; see ARCHITECTURE.md and README\'s "Building a page".', 'export const x = 1;'].join('\n');
    expect(await danglingReferences('graph-api/src/modules/dashboard-summary/x.ts', code)).toEqual([
      expect.stringContaining('SPEC §12: docs/product/SPEC.md has no section 12'),
      expect.stringContaining('DECISIONS §8: docs/product/DECISIONS.md has no section 8'),
      expect.stringContaining('FORMATS.md: no such document'),
      expect.stringContaining('ARCHITECTURE.md: no such document'),
      expect.stringContaining('README.md has no section "Building a page"'),
    ]);
  });
});

describe('the Markdown pages link only to files and headings that exist', () => {
  it('finds no dangling link or citation in the repository', async () => {
    const { markdownFiles } = await import('../../.scripts/lint/doc-references.mjs');
    const { problemsOfPage } = await import('../../.scripts/lint/check-markdown-links.mjs');
    expect(markdownFiles().flatMap((file) => problemsOfPage(file))).toEqual([]);
  });

  it('reports a link to a missing file or heading and a dangling citation, with the line', async () => {
    const { problemsOfPage } = await import('../../.scripts/lint/check-markdown-links.mjs');
    const folder = await mkdtemp(path.join(tmpdir(), 'tj-docs-'));
    const page = path.join(folder, 'page.md');
    await writeFile(page, ['# A page', '', 'See [the other](other.md), [a section](#no-such) and [this](#a-page).', 'As SPEC §11 says.', ''].join('\n'));
    try {
      expect(problemsOfPage(page)).toEqual([
        `${page}:3: other.md leads to no file`,
        `${page}:3: #no-such names no heading of ${path.relative(ROOT, page)}`,
        `${page}:4: SPEC §11: docs/product/SPEC.md has no section 11`,
      ]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('anchors headings as GitHub does', async () => {
    const { anchorOf } = await import('../../.scripts/lint/doc-references.mjs');
    expect(anchorOf('2. Screens and routes')).toBe('2-screens-and-routes');
    expect(anchorOf('The /analytics page: breakdowns that say how sure they are')).toBe('the-analytics-page-breakdowns-that-say-how-sure-they-are');
  });
});
