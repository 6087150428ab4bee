// `npm run cluster -- up|down|status|kill-node N|start-node N|kill-api N|restart-api N|destroy`:
// a three-node MariaDB Galera cluster, HAProxy and three API processes on this machine
// (docs/deployment.md). The work folder is $TJ_CLUSTER_DIR, default <tmp>/tj-cluster.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { BUILDS, ROOT, buildIsNeeded } from '../builds.mjs';
import { parseClusterArgs, USAGE } from './args.mjs';
import { isSynced, startNodes, startOneNode, stopNodes, wsrepStatus } from './galera.mjs';
import { layoutFromEnvironment } from './cluster-environment.mjs';
import { installMissingPackages } from './packages.mjs';
import { killProcess, runningPid, stopProcess } from './processes.mjs';
import {
  apiHealth, ensureDatabaseAndUsers, haproxyServers, migrate, startApi, startHaproxy, startNodeChecks, waitForHaproxyWriter,
} from './services.mjs';

const log = (line) => console.log(line);

async function firstSyncedNode(layout) {
  for (const node of layout.nodes) if (isSynced(await wsrepStatus(node))) return node;
  throw new Error('No node is Synced');
}

function buildApiIfNeeded() {
  const api = BUILDS.find((build) => build.workspace === 'graph-api');
  if (!buildIsNeeded(api)) return;
  log('Building graph-api...');
  const result = spawnSync('npm', ['run', 'build', '--workspace', 'graph-api'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The graph-api build failed');
}

async function up(layout) {
  if (process.getuid?.() !== 0) throw new Error('`cluster up` runs the nodes as the mysql user: run it as root');
  installMissingPackages(log);
  buildApiIfNeeded();
  await startNodes(ROOT, layout, log);
  const writer = await firstSyncedNode(layout);
  await ensureDatabaseAndUsers(layout, writer);
  startNodeChecks(ROOT, layout);
  if (startHaproxy(ROOT, layout)) log(`HAProxy: MySQL on 127.0.0.1:${layout.ports.haproxyMysql}, HTTP on 127.0.0.1:${layout.ports.haproxyHttp}, stats on http://127.0.0.1:${layout.ports.haproxyStats}/`);
  await waitForHaproxyWriter(layout);
  // Before any API starts: an API refuses to start while a migration is pending.
  log(`Migrations on ${writer.name}...`);
  migrate(ROOT, layout, writer);
  for (const api of layout.apis) {
    const seconds = await startApi(ROOT, layout, api);
    if (seconds !== null) log(`${api.name} on 127.0.0.1:${api.port} healthy after ${seconds.toFixed(1)} s`);
  }
  log(`Up: the app is at http://127.0.0.1:${layout.ports.haproxyHttp}/`);
}

async function down(layout) {
  for (const api of layout.apis) if (await stopProcess(api.pidFile)) log(`Stopped ${api.name}`);
  if (await stopProcess(layout.haproxy.pidFile)) log('Stopped HAProxy');
  for (const node of layout.nodes) await stopProcess(node.checkPidFile);
  await stopNodes(layout, log);
}

async function status(layout) {
  log('Galera nodes:');
  for (const node of layout.nodes) {
    const s = await wsrepStatus(node);
    const state = s
      ? `${s.wsrep_local_state_comment} (state ${s.wsrep_local_state}), ready ${s.wsrep_ready}, cluster ${s.wsrep_cluster_status} of ${s.wsrep_cluster_size}, last committed ${s.wsrep_last_committed}`
      : runningPid(node.pidFile) ? 'running, not answering' : 'stopped';
    log(`  ${node.name}  :${node.mysqlPort}  ${state}`);
  }
  log('API processes:');
  for (const api of layout.apis) {
    const health = runningPid(api.pidFile) ? await apiHealth(api) : null;
    const text = !health ? 'stopped' : health.status ? `/api/health ${health.status}` : `not answering (${health.error})`;
    log(`  ${api.name}  :${api.port}  ${text}`);
  }
  log('HAProxy:');
  if (!runningPid(layout.haproxy.pidFile)) return log('  stopped');
  for (const s of await haproxyServers(layout)) {
    if (s.proxy === 'stats') continue;
    log(`  ${s.proxy.padEnd(6)} ${s.server.padEnd(6)} ${s.backup ? 'backup' : 'active'}  ${s.status.padEnd(5)} check ${s.checkStatus}, ${s.current} connections now, ${s.total} in all, ${s.lastChange} s in this state`);
  }
}

async function main() {
  const parsed = parseClusterArgs(process.argv.slice(2));
  if (parsed.error) {
    console.error(`${parsed.error}\n${USAGE}`);
    process.exit(2);
  }
  const layout = layoutFromEnvironment();
  const { command, n } = parsed;
  if (command === 'up') return up(layout);
  if (command === 'down') return down(layout);
  if (command === 'status') return status(layout);
  if (command === 'destroy') {
    // Only a folder this script made: $TJ_CLUSTER_DIR pointing elsewhere by mistake is left alone.
    if (!existsSync(layout.credentialsFile)) throw new Error(`${layout.workDir} holds no cluster (no credentials.json): nothing deleted`);
    await down(layout);
    rmSync(layout.workDir, { recursive: true, force: true });
    return log(`Deleted ${layout.workDir}`);
  }
  if (command === 'kill-node') {
    const pid = await killProcess(layout.nodes[n - 1].pidFile);
    return log(pid ? `SIGKILLed node${n} (pid ${pid})` : `node${n} was not running`);
  }
  if (command === 'start-node') {
    const node = layout.nodes[n - 1];
    if (runningPid(node.pidFile)) return log(`node${n} is running`);
    if (!layout.nodes.some((other) => runningPid(other.pidFile))) throw new Error('No node runs: use `up` to bootstrap the cluster');
    await startOneNode(node, log);
    return;
  }
  if (command === 'kill-api') {
    const pid = await killProcess(layout.apis[n - 1].pidFile);
    return log(pid ? `SIGKILLed api${n} (pid ${pid})` : `api${n} was not running`);
  }
  if (command === 'restart-api') {
    const api = layout.apis[n - 1];
    await stopProcess(api.pidFile);
    const seconds = await startApi(ROOT, layout, api);
    return log(`api${n} healthy after ${seconds.toFixed(1)} s`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
