// What a comment or a page may cite, and whether it exists. Shared by the ESLint rule that checks
// code comments (no-dangling-doc-references.mjs) and the checker of the Markdown pages
// (check-markdown-links.mjs), so both read a citation the same way.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** The product documents a comment cites by name and section: `SPEC §2`, `DECISIONS §4`. */
export const PRODUCT_DOCUMENTS = { SPEC: 'docs/product/SPEC.md', DECISIONS: 'docs/product/DECISIONS.md' };

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'storybook-static', 'test-results', 'playwright-report', 'data', '.git']);

/** Every Markdown file of the repository, relative to its root. */
export function markdownFiles(dir = ROOT) {
  return readdirSync(dir).flatMap((entry) => {
    if (SKIPPED_FOLDERS.has(entry)) return [];
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return entry.endsWith('.md') ? [path.relative(ROOT, full)] : [];
  });
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function anchorOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

const headingCache = new Map();

/** The headings of a Markdown file (outside code blocks), as written. */
export function headingsOf(file) {
  const absolute = path.resolve(ROOT, file);
  if (!headingCache.has(absolute)) {
    let inCode = false;
    const headings = [];
    for (const line of readFileSync(absolute, 'utf8').split('\n')) {
      if (line.startsWith('```')) inCode = !inCode;
      else if (!inCode && /^#{1,6} /.test(line)) headings.push(line.replace(/^#+ /, '').trim());
    }
    headingCache.set(absolute, headings);
  }
  return headingCache.get(absolute);
}

/** Whether a product document has section `number` (a heading `## 4. …`). */
export function hasNumberedSection(file, number) {
  return headingsOf(file).some((heading) => heading.startsWith(`${number}. `));
}

let markdownByName = null;

/**
 * Where a cited `NAME.md` (or `folder/NAME.md`) is: beside the citing file, or at that path from the
 * repository's root, or the one file of the repository whose path ends so. Null when none or several.
 */
export function resolveMarkdown(cited, fromFile) {
  for (const candidate of [path.resolve(path.dirname(fromFile), cited), path.resolve(ROOT, cited)]) {
    if (existsSync(candidate)) return candidate;
  }
  if (!markdownByName) {
    markdownByName = new Map();
    for (const file of markdownFiles()) markdownByName.set(path.basename(file), [...(markdownByName.get(path.basename(file)) ?? []), file]);
  }
  const named = (markdownByName.get(path.basename(cited)) ?? []).filter((file) => `/${file}`.endsWith(`/${cited}`));
  return named.length === 1 ? path.resolve(ROOT, named[0]) : null;
}

const PRODUCT_CITATION = /\b(SPEC|DECISIONS)(?:\.md)?\s*§\s*(\d+)/g;
const MARKDOWN_NAME = /(?<![\w/.-])((?:[\w.-]+\/)*[\w.-]+\.md)\b/g;
const README_SECTION = /\bREADME(?:\.md)?(?:'s|,)?\s+["“]([^"”]+)["”]/g;

/** The problems of the document citations in `text`, a comment of (or a page at) `fromFile`. */
export function danglingReferencesIn(text, fromFile) {
  const problems = [];
  for (const [citation, name, number] of text.matchAll(PRODUCT_CITATION)) {
    const file = PRODUCT_DOCUMENTS[name];
    if (!hasNumberedSection(path.resolve(ROOT, file), number)) problems.push(`${citation}: ${file} has no section ${number}`);
  }
  for (const [, cited] of text.matchAll(MARKDOWN_NAME)) {
    if (!resolveMarkdown(cited, fromFile)) problems.push(`${cited}: no such document in the repository`);
  }
  for (const [citation, section] of text.matchAll(README_SECTION)) {
    if (!headingsOf('README.md').includes(section)) problems.push(`${citation}: README.md has no section "${section}" (cite the page under docs/ that has it)`);
  }
  return problems;
}
