import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

function hashTree(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes[path.relative(dir, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
  }
  return hashes;
}

test('rebuilding one remote changes no file of the shell build', async () => {
  test.setTimeout(180_000);
  const shellDist = path.join(ROOT, 'shell', 'dist');
  const before = hashTree(shellDist);
  // Build into a scratch folder so the remote keeps being served to the browser tests meanwhile.
  execFileSync('npx', ['rspack', 'build', '--mode', 'production', '--output-path', path.join(ROOT, 'test-results', 'mfe-coaching-rebuild')], {
    cwd: path.join(ROOT, 'mfe-coaching'),
    stdio: 'pipe',
  });
  expect(hashTree(shellDist)).toEqual(before);
});

test('the shell build holds no remote location: it reads them from the registry at run time', () => {
  const shellDist = path.join(ROOT, 'shell', 'dist');
  for (const file of Object.keys(hashTree(shellDist)).filter((name) => /\.(js|html)$/.test(name))) {
    expect(readFileSync(path.join(shellDist, file), 'utf8')).not.toMatch(/remotes\/mfe-/);
  }
});
