// `npm run dev`: every app on its own dev server (shell :3000, remotes :3001-3004) and the API
// on :4000 with its remote registry pointing at the remotes' dev servers.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { ROOT } from './builds.mjs';

const { REMOTES, SHELL } = createRequire(import.meta.url)('../design-system/federation/remotes.cjs');
const remotes = REMOTES.map(({ name, devPort }) => ({ name, entry: `http://127.0.0.1:${devPort}/mf-manifest.json` }));

const apps = [
  { label: 'api', args: ['run', 'dev', '-w', 'graph-api'], env: { PORT: '4000', PUBLIC_URL: 'http://127.0.0.1:3000', REMOTES_JSON: JSON.stringify({ remotes }) } },
  ...[SHELL, ...REMOTES].map(({ folder: workspace }) => ({
    label: workspace,
    args: ['run', 'dev', '-w', workspace],
    env: {},
  })),
];

// The dev API runs from source; its database gets the pending migrations first, as `npm start` does.
const migrated = spawnSync('node', ['-r', '@swc-node/register', 'src/db/migrate-cli.ts', 'up'], { cwd: `${ROOT}/graph-api`, stdio: 'inherit' });
if (migrated.status !== 0) process.exit(migrated.status ?? 1);

const children = apps.map(({ label, args, env }) => {
  const child = spawn('npm', args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) => chunk.toString().replace(/^(?=.)/gm, `[${label}] `);
  child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
  child.on('exit', (code) => console.log(`[${label}] exited with ${code}`));
  return child;
});

console.log('Dev servers starting: open http://127.0.0.1:3000 (API on :4000). Ctrl+C stops them all.');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    children.forEach((child) => child.kill('SIGTERM'));
    process.exit(0);
  });
}
