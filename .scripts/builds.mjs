// What `npm start` needs built, and from which sources, so it rebuilds only what is missing or stale.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { REMOTES } = createRequire(import.meta.url)('../design-system/federation/remotes.cjs');

const DESIGN_SYSTEM_SOURCES = ['design-system/src', 'design-system/federation'];
const frontEnd = (workspace, output) => ({
  workspace,
  output: `${workspace}/dist/${output}`,
  sources: [`${workspace}/src`, `${workspace}/rspack.config.cjs`, `${workspace}/build`, ...DESIGN_SYSTEM_SOURCES],
});

export const BUILDS = [
  { workspace: 'graph-api', output: 'graph-api/dist/src/server.js', sources: ['graph-api/src', 'graph-api/migrations'] },
  // The shell's build writes its pages' manifest last, after the app and the pre-rendered public pages.
  frontEnd('shell', 'pages.json'),
  ...REMOTES.map(({ folder }) => frontEnd(folder, 'mf-manifest.json')),
  { workspace: 'design-system', output: 'design-system/storybook-static/index.html', sources: ['design-system/src', 'design-system/.storybook'] },
];

function newestModification(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce((newest, entry) => Math.max(newest, newestModification(path.join(target, entry))), stats.mtimeMs);
}

/** A build is needed when its output is missing or older than any of its sources. */
export function buildIsNeeded({ output, sources }) {
  const outputPath = path.join(ROOT, output);
  if (!existsSync(outputPath)) return true;
  const builtAt = statSync(outputPath).mtimeMs;
  return sources.some((source) => newestModification(path.join(ROOT, source)) > builtAt);
}
