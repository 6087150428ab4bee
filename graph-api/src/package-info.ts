import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The nearest folder holding a package.json: graph-api/, whether this runs from src/ or dist/src/. */
function findPackageRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json found above ${start}`);
    dir = parent;
  }
  return dir;
}

export const PACKAGE_ROOT = findPackageRoot(__dirname);

/** The monorepo root, where the front-ends' build folders and the default data folder live. */
export const REPO_ROOT = path.dirname(PACKAGE_ROOT);

const packageJson = JSON.parse(readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string };
export const PACKAGE_VERSION = packageJson.version;

/** True under the TypeScript runners (vitest, swc-node), false when running the tsc build. */
export const RUNNING_FROM_SOURCE = __filename.endsWith('.ts');
