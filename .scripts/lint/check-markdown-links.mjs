// `npm run lint` runs this after ESLint: every relative link of every Markdown page in the repository
// leads to a file that exists, and to a heading of it when the link names one (`page.md#section`).
// The pages' own citations (`SPEC §2`, `METRICS.md`) are checked as the comments' are.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, anchorOf, danglingReferencesIn, headingsOf, markdownFiles } from './doc-references.mjs';

const LINK = /\]\(([^)\s]+)\)/g;

/** The problems of one page: links to missing files or headings, and dangling citations. */
export function problemsOfPage(file) {
  const problems = [];
  let inCode = false;
  readFileSync(path.resolve(ROOT, file), 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (line.startsWith('```')) inCode = !inCode;
      if (inCode) return;
      const where = `${file}:${index + 1}`;
      for (const [, target] of line.matchAll(LINK)) {
        if (/^[a-z]+:/i.test(target)) continue;
        const [targetPath, anchor] = target.split('#');
        const linked = targetPath ? path.resolve(path.dirname(path.resolve(ROOT, file)), targetPath) : path.resolve(ROOT, file);
        if (!existsSync(linked)) problems.push(`${where}: ${target} leads to no file`);
        else if (anchor && linked.endsWith('.md') && !headingsOf(linked).some((heading) => anchorOf(heading) === anchor)) {
          problems.push(`${where}: ${target} names no heading of ${path.relative(ROOT, linked)}`);
        }
      }
      for (const problem of danglingReferencesIn(line.replace(LINK, ''), path.resolve(ROOT, file))) problems.push(`${where}: ${problem}`);
    });
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = markdownFiles().flatMap(problemsOfPage);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`${problems.length} dangling link(s) or citation(s) in the Markdown pages`);
    process.exit(1);
  }
}
