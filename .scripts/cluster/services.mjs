// What runs around the Galera nodes (docs/deployment.md): each node's health check, HAProxy, the
// database users, the migrations and the API processes.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { sqlOnNode } from './galera.mjs';
import { runningPid, startDetached, waitFor } from './processes.mjs';
import { haproxyValues, renderTemplate } from './render.mjs';

const secret = () => randomBytes(24).toString('base64url');

/** The cluster's generated passwords and APP_SECRET, kept in the work folder (mode 600), never in the repository. */
export function credentials(layout) {
  if (!existsSync(layout.credentialsFile)) {
    mkdirSync(path.dirname(layout.credentialsFile), { recursive: true });
    const fresh = {
      app: { user: 'tj', password: secret() },
      admin: { user: 'tj_admin', password: secret() },
      check: { user: 'tj_check', password: secret() },
      appSecret: randomBytes(32).toString('base64url'),
    };
    writeFileSync(layout.credentialsFile, `${JSON.stringify(fresh, null, 2)}\n`, { mode: 0o600 });
  }
  return JSON.parse(readFileSync(layout.credentialsFile, 'utf8'));
}

const quote = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The journal's database and its three users, created on one node (Galera replicates them). Idempotent. */
export async function ensureDatabaseAndUsers(layout, node) {
  const { app, admin, check } = credentials(layout);
  const user = ({ user: name, password }) => `${quote(name)}@'127.0.0.1' IDENTIFIED BY ${quote(password)}`;
  await sqlOnNode(node, [
    `CREATE DATABASE IF NOT EXISTS \`${layout.database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    `CREATE OR REPLACE USER ${user(app)}`,
    `GRANT ALL PRIVILEGES ON \`${layout.database}\`.* TO ${quote(app.user)}@'127.0.0.1'`,
    // For the integration suites (npm run test:cluster), which create and drop scratch databases.
    `CREATE OR REPLACE USER ${user(admin)}`,
    `GRANT ALL PRIVILEGES ON *.* TO ${quote(admin.user)}@'127.0.0.1'`,
    // The health check reads status variables only: no privilege at all.
    `CREATE OR REPLACE USER ${user(check)}`,
  ].join(';\n'));
}

export const databaseUrl = ({ user, password }, port, database) =>
  `mysql://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;

/** Starts the HTTP health check of each node that has none running (deploy/galera/galera-check.mjs). */
export function startNodeChecks(root, layout) {
  const { check } = credentials(layout);
  for (const node of layout.nodes) {
    if (runningPid(node.checkPidFile)) continue;
    startDetached(process.execPath, [path.join(root, 'deploy', 'galera', 'galera-check.mjs')], {
      cwd: root,
      env: { ...process.env, GALERA_CHECK_PORT: String(node.checkPort), GALERA_NODE_PORT: String(node.mysqlPort), GALERA_CHECK_USER: check.user, GALERA_CHECK_PASSWORD: check.password },
      logFile: node.checkLogFile,
      pidFile: node.checkPidFile,
    });
  }
}

export function startHaproxy(root, layout) {
  if (runningPid(layout.haproxy.pidFile)) return false;
  mkdirSync(path.dirname(layout.haproxy.configFile), { recursive: true });
  const template = readFileSync(path.join(root, 'deploy', 'haproxy', 'haproxy.cfg'), 'utf8');
  writeFileSync(layout.haproxy.configFile, renderTemplate(template, haproxyValues(layout, path.join(root, 'deploy', 'haproxy', 'errors'))));
  execFileSync('/usr/sbin/haproxy', ['-c', '-q', '-f', layout.haproxy.configFile], { stdio: 'inherit' });
  startDetached('/usr/sbin/haproxy', ['-db', '-f', layout.haproxy.configFile], { logFile: layout.haproxy.logFile, pidFile: layout.haproxy.pidFile });
  return true;
}

/** Sends one command to HAProxy's admin socket and returns its answer. */
export function haproxyCommand(layout, command) {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(layout.haproxy.socket);
    let answer = '';
    socket.setTimeout(3000, () => socket.destroy(new Error('HAProxy did not answer')));
    socket.on('connect', () => socket.write(`${command}\n`));
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** HAProxy's servers: `{ proxy, server, status, current, total, backup }` per line of `show stat`. */
export async function haproxyServers(layout) {
  const [header, ...lines] = (await haproxyCommand(layout, 'show stat')).trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  return lines
    .map((line) => Object.fromEntries(line.split(',').map((value, i) => [columns[i], value])))
    .filter((row) => !['FRONTEND', 'BACKEND'].includes(row.svname))
    .map((row) => ({ proxy: row.pxname, server: row.svname, status: row.status, current: Number(row.scur), total: Number(row.stot), backup: row.bck === '1', checkStatus: row.check_status, lastChange: Number(row.lastchg) }));
}

export async function waitForHaproxyWriter(layout) {
  return waitFor('HAProxy to see a Synced node', async () => {
    try {
      return (await haproxyServers(layout)).some((s) => s.proxy === 'mysql' && s.status === 'UP');
    } catch {
      return false;
    }
  }, { timeoutMs: 30_000 });
}

/** Applies pending migrations once, straight on one Synced node rather than through HAProxy. */
export function migrate(root, layout, node) {
  const { app } = credentials(layout);
  const result = spawnSync(process.execPath, [path.join(root, 'graph-api', 'dist', 'src', 'db', 'migrate-cli.js'), 'up'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl(app, node.mysqlPort, layout.database), NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`Migrations failed on ${node.name} (exit ${result.status ?? result.signal})`);
}

/** The environment of API process N: its own port and data folder, the database through HAProxy, the shared secret. */
export function apiEnvironment(layout, api) {
  const { app, appSecret } = credentials(layout);
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(api.port),
    DATA_DIR: api.dir,
    DATABASE_URL: databaseUrl(app, layout.ports.haproxyMysql, layout.database),
    APP_SECRET: appSecret,
    PUBLIC_URL: `http://127.0.0.1:${layout.ports.haproxyHttp}`,
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
  };
}

export async function apiHealth(api, timeoutMs = 3000) {
  try {
    const response = await fetch(`http://127.0.0.1:${api.port}/api/health`, { signal: AbortSignal.timeout(timeoutMs) });
    return { status: response.status, body: await response.json().catch(() => null) };
  } catch (error) {
    return { status: 0, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Starts API process N (graph-api's production build) and waits for its /api/health. */
export async function startApi(root, layout, api) {
  if (runningPid(api.pidFile)) return null;
  mkdirSync(api.dir, { recursive: true });
  const startedAt = Date.now();
  startDetached(process.execPath, [path.join(root, 'graph-api', 'dist', 'src', 'server.js')], {
    cwd: root,
    env: apiEnvironment(layout, api),
    logFile: api.logFile,
    pidFile: api.pidFile,
  });
  await waitFor(`${api.name} to answer /api/health`, async () => {
    if (!runningPid(api.pidFile)) throw new Error(`${api.name} stopped while starting; see ${api.logFile}`);
    return (await apiHealth(api, 1000)).status === 200;
  }, { timeoutMs: 60_000 });
  return (Date.now() - startedAt) / 1000;
}
