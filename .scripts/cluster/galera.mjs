// The three MariaDB Galera nodes (docs/deployment.md): configuration, first install, recovery of a
// node's position after a crash, start, and its wsrep state.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { chooseBootstrapNode, parseGrastate, parseRecoveredPosition } from './grastate.mjs';
import { clusterAddress } from './layout.mjs';
import { isAlive, runningPid, startDetached, stopProcess, waitFor } from './processes.mjs';
import { nodeConfigValues, renderTemplate } from './render.mjs';

const run = promisify(execFile);
const MARIADBD = '/usr/sbin/mariadbd';

function chownToMysql(target) {
  execFileSync('chown', ['-R', 'mysql:mysql', target]);
}

/** Writes node N's my.cnf from deploy/galera/node.cnf and, on first use, its system tables. */
export function prepareNode(root, layout, node) {
  mkdirSync(node.dataDir, { recursive: true });
  const template = readFileSync(path.join(root, 'deploy', 'galera', 'node.cnf'), 'utf8');
  writeFileSync(node.configFile, renderTemplate(template, nodeConfigValues(layout, node, clusterAddress(layout))));
  if (!existsSync(path.join(node.dataDir, 'mysql'))) {
    execFileSync('mariadb-install-db', [`--defaults-file=${node.configFile}`, '--auth-root-authentication-method=socket', '--skip-test-db'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  // The server runs as the mysql user (so does the rsync SST it starts): it owns the node's folder.
  chownToMysql(node.dir);
}

export function grastateOf(node) {
  const file = path.join(node.dataDir, 'grastate.dat');
  return existsSync(file) ? parseGrastate(readFileSync(file, 'utf8')) : { uuid: null, seqno: -1, safeToBootstrap: false };
}

/** The position a stopped node holds: from grastate.dat after a clean stop, else recovered from InnoDB with --wsrep-recover. */
export async function positionOf(node) {
  const saved = grastateOf(node);
  if (!saved.uuid || saved.seqno >= 0) return saved;
  const recoverLog = path.join(node.dir, 'recover.log');
  rmSync(recoverLog, { force: true });
  await run(MARIADBD, [`--defaults-file=${node.configFile}`, '--wsrep-recover', `--log-error=${recoverLog}`, `--pid-file=${node.dir}/recover.pid`]);
  const recovered = parseRecoveredPosition(readFileSync(recoverLog, 'utf8'));
  return recovered ? { ...saved, ...recovered } : saved;
}

/** Runs SQL on a node through its socket as root (unix_socket authentication); the rows tab-separated. */
export async function sqlOnNode(node, sql) {
  const { stdout } = await run('mariadb', [`--socket=${node.socket}`, '-uroot', '-N', '-B', '-e', sql], { timeout: 10_000 });
  return stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'));
}

/** The node's wsrep status variables, or null when it does not answer. */
export async function wsrepStatus(node) {
  if (!runningPid(node.pidFile)) return null;
  try {
    const rows = await sqlOnNode(node, "SHOW GLOBAL STATUS WHERE Variable_name IN ('wsrep_local_state','wsrep_local_state_comment','wsrep_ready','wsrep_cluster_size','wsrep_cluster_status','wsrep_last_committed','wsrep_connected')");
    return Object.fromEntries(rows);
  } catch {
    return null;
  }
}

export const isSynced = (status) => status?.wsrep_local_state === '4' && status?.wsrep_ready === 'ON';

function tailOf(file, lines = 25) {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n') : '(no log)';
}

/** Starts node N (bootstrapping a new primary component when asked) and waits until it is Synced. */
export async function startNode(node, { bootstrap = false, position = null, timeoutMs = 300_000 } = {}) {
  const args = [`--defaults-file=${node.configFile}`];
  if (bootstrap) args.push('--wsrep-new-cluster');
  // Where it stopped, so it asks a donor only for the writes it missed (IST) instead of a full copy.
  if (position?.uuid && position.seqno >= 0) args.push(`--wsrep_start_position=${position.uuid}:${position.seqno}`);
  const startedAt = Date.now();
  // A pid file left by a killed server names a process that is gone; the server writes its own anew.
  rmSync(node.pidFile, { force: true });
  const pid = startDetached(MARIADBD, args, { logFile: path.join(node.dir, 'stdout.log'), pidFile: node.pidFile, writesOwnPid: true });
  await waitFor(`${node.name} to become Synced`, async () => {
    if (!isAlive(pid)) throw new Error(`${node.name} stopped while starting; the end of ${node.logFile}:\n${tailOf(node.logFile)}`);
    return isSynced(await wsrepStatus(node));
  }, { timeoutMs, intervalMs: 250 });
  return { seconds: (Date.now() - startedAt) / 1000, joinedBy: joinMethod(node) };
}

/** How the node's last start caught up: IST, SST or nothing to receive (read from its error log). */
function joinMethod(node) {
  const log = existsSync(node.logFile) ? readFileSync(node.logFile, 'utf8') : '';
  const lastStart = log.lastIndexOf('Starting MariaDB');
  const recent = lastStart >= 0 ? log.slice(lastStart) : log;
  // The rsync script runs for both; it names which it did. A full copy (SST) is followed by a short
  // IST of what was written meanwhile, so SST is checked first.
  if (/rsync SST completed on joiner/.test(recent)) return 'SST';
  if (/rsync IST completed on joiner|IST received/.test(recent)) return 'IST';
  return 'none';
}

/** Marks a stopped node as the one to bootstrap from (what `galera_new_cluster` asks an operator to check first). */
function markSafeToBootstrap(node) {
  const file = path.join(node.dataDir, 'grastate.dat');
  if (existsSync(file)) writeFileSync(file, readFileSync(file, 'utf8').replace(/^safe_to_bootstrap:\s*0/m, 'safe_to_bootstrap: 1'));
}

/**
 * Starts every node that is not running. With none running, the cluster is bootstrapped from the
 * node holding the latest writes; the others then join it one at a time.
 */
export async function startNodes(root, layout, log) {
  for (const node of layout.nodes) if (!runningPid(node.pidFile)) prepareNode(root, layout, node);
  const stopped = layout.nodes.filter((node) => !runningPid(node.pidFile));
  if (stopped.length === 0) return;
  if (stopped.length === layout.nodes.length) {
    const positions = await Promise.all(layout.nodes.map(async (node) => ({ n: node.n, ...(await positionOf(node)) })));
    const first = layout.nodes[(chooseBootstrapNode(positions) ?? 1) - 1];
    const position = positions[first.n - 1];
    log(`Bootstrapping the cluster from ${first.name}${position.uuid ? ` (seqno ${position.seqno})` : ' (new cluster)'}...`);
    markSafeToBootstrap(first);
    const started = await startNode(first, { bootstrap: true, position });
    log(`  ${first.name} Synced after ${started.seconds.toFixed(1)} s`);
  }
  for (const node of layout.nodes.filter((n) => !runningPid(n.pidFile))) await startOneNode(node, log);
}

export async function startOneNode(node, log) {
  const position = await positionOf(node);
  log(`Starting ${node.name}${position.uuid ? ` from seqno ${position.seqno}` : ' (empty: full copy by SST)'}...`);
  const started = await startNode(node, { position });
  log(`  ${node.name} Synced after ${started.seconds.toFixed(1)} s (caught up by ${started.joinedBy})`);
  return started;
}

/** Stops the nodes one by one, the last one leaving marked safe to bootstrap. */
export async function stopNodes(layout, log) {
  for (const node of [...layout.nodes].reverse()) {
    if (await stopProcess(node.pidFile, 120_000)) log(`Stopped ${node.name}`);
  }
}
