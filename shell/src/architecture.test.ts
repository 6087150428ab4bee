// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '..', '..');
const require = createRequire(import.meta.url);
const { SINGLETONS, packageName, sharedDependencies } = require('@tj/design-system/federation') as {
  SINGLETONS: string[];
  packageName: (key: string) => string;
  sharedDependencies: () => Record<string, { singleton: boolean; requiredVersion: string }>;
};
const FRONT_ENDS = ['shell', 'mfe-auth', 'mfe-journal', 'mfe-import', 'mfe-coaching'];

const manifest = (dir: string) =>
  JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };

describe('shared federation dependencies', () => {
  it('are all singletons, none eager', () => {
    for (const config of Object.values(sharedDependencies())) {
      expect(config).toMatchObject({ singleton: true });
      expect(config).not.toHaveProperty('eager');
    }
  });

  it('are declared at the same version by the host and every remote (no version drift)', () => {
    const shared = sharedDependencies();
    for (const dir of FRONT_ENDS) {
      const dependencies = manifest(dir).dependencies ?? {};
      for (const key of SINGLETONS) {
        const name = packageName(key);
        if (name === 'react-router' || name === '@tj/design-system') continue; // reached through react-router-dom / the workspace
        expect(dependencies[name], `${dir} declares ${name}`).toBe(shared[key]!.requiredVersion);
      }
    }
  });
});

// The first lint loads ESLint, typescript-eslint and the whole config: seconds on a busy machine.
describe('architecture boundaries are enforced by the linter', { timeout: 60_000 }, () => {
  const eslint = new ESLint({ cwd: ROOT });
  const problems = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
    return result!.messages.filter(({ ruleId }) => ruleId === 'no-restricted-imports').map(({ message }) => message);
  };

  it('a remote may not import another remote', async () => {
    expect(await problems('mfe-auth/src/x.ts', "export { pages } from '@tj/mfe-journal/src/pages';\n")).toHaveLength(1);
    expect(await problems('mfe-import/src/x.ts', "export { pages } from '../../mfe-coaching/src/pages';\n")).toHaveLength(1);
  });

  it('a remote may not import the shell', async () => {
    expect(await problems('mfe-journal/src/x.ts', "export { App } from '../../shell/src/App';\n")).toHaveLength(1);
  });

  it('the shell may not import a remote', async () => {
    expect(await problems('shell/src/x.ts', "export { pages } from '@tj/mfe-auth/src/pages';\n")).toHaveLength(1);
  });

  it('the design system and its own files are allowed', async () => {
    expect(await problems('mfe-auth/src/x.ts', "export { Button } from '@tj/design-system';\nexport { pages } from './pages';\n")).toEqual([]);
  });
});
