import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from './package-info';

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs one of the package's entry points the way `npm run dev` does (TypeScript through swc-node). */
function runEntry(entry: string, args: string[], env: Record<string, string>): { child: ChildProcess; finished: Promise<Finished> } {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', entry, ...args], {
    cwd: PACKAGE_ROOT,
    env: { PATH: process.env.PATH, NODE_ENV: 'test', PORT: '0', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const finished = new Promise<Finished>((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
  return { child, finished };
}

function listeningUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const url = /Listening on (http:\/\/\S+?)"/.exec(chunk.toString())?.[1];
      if (url) resolve(url);
    });
    child.on('exit', (code) => reject(new Error(`The server exited (${code}) before listening`)));
  });
}

const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'tj-server-'));

/** The embedded database's migrations, in the order they apply: a migration added later needs no edit here. */
const sqliteMigrations = readdirSync(path.join(PACKAGE_ROOT, 'migrations/sqlite'))
  .filter((file) => /^Migration\d+_\w+\.ts$/.test(file))
  .map((file) => file.replace(/\.ts$/, ''))
  .sort();

describe('server entry point', () => {
  it('refuses to start while migrations are pending, and says what to run', async () => {
    const { code, stderr } = await runEntry('src/server.ts', [], { DATA_DIR: freshDataDir() }).finished;
    expect(code).toBe(1);
    expect(sqliteMigrations[0]).toMatch(/_create_user$/);
    expect(stderr).toContain(`Cannot start: ${sqliteMigrations.length} database migration(s) pending (${sqliteMigrations.join(', ')}).`);
    expect(stderr).toContain('run `npm run migrate:dev -w graph-api`');
  });

  it('refuses an invalid configuration in one readable line', async () => {
    const { code, stderr } = await runEntry('src/server.ts', [], { REMOTES_JSON: '{"remotes": 3}' }).finished;
    expect(code).toBe(1);
    expect(stderr).toMatch(/^Cannot start: REMOTES_JSON is not a valid remote registry/);
  });

  it('serves once migrated, runs its job runner, and stops cleanly on SIGTERM', async () => {
    const env = { DATA_DIR: freshDataDir() };
    const migration = await runEntry('src/db/migrate-cli.ts', ['up'], env).finished;
    expect(migration.stdout).toContain(`Applied ${sqliteMigrations.length} migrations:\n${sqliteMigrations.map((name) => `  ${name}\n`).join('')}`);

    const server = runEntry('src/server.ts', [], env);
    const url = await listeningUrl(server.child);
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    expect(((await health.json()) as { runner: unknown }).runner).toEqual({ enabled: true, running: true, active: 0 });

    server.child.kill('SIGTERM');
    const { code, stdout } = await server.finished;
    expect(code).toBe(0);
    expect(stdout).toContain('"msg":"Stopped"');

    // A process that only serves requests: its jobs wait for another process.
    const webOnly = runEntry('src/server.ts', [], { ...env, JOBS_RUNNER: 'off' });
    const webOnlyUrl = await listeningUrl(webOnly.child);
    expect(((await (await fetch(`${webOnlyUrl}/api/health`)).json()) as { runner: unknown }).runner).toEqual({ enabled: false, running: false, active: 0 });
    webOnly.child.kill('SIGTERM');
    expect((await webOnly.finished).code).toBe(0);
    // Three entry points start from TypeScript here, each in several seconds on a busy machine.
  }, 90_000);
});
