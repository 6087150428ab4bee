// Where each process of the local Galera cluster listens and keeps its files (docs/deployment.md).
// Pure: the same inputs always give the same layout, so the unit tests can hold it.
import path from 'node:path';

export const NODE_COUNT = 3;
export const API_COUNT = 3;

/** Ports chosen clear of the system MariaDB (3306), `npm start` (3000) and `npm run dev` (3000-3004, 4000). */
export const DEFAULT_PORTS = Object.freeze({
  haproxyMysql: 3310,
  nodeMysql: 3311, // + i: 3311-3313
  galera: 4571, // 4571-4573: group communication
  ist: 4581, // 4581-4583: incremental state transfer
  sst: 4591, // 4591-4593: rsync state snapshot transfer (default 4444 would clash between nodes on one host)
  nodeCheck: 9201, // 9201-9203: the HTTP health check of each node, read by HAProxy
  haproxyHttp: 4100,
  api: 4101, // 4101-4103
  haproxyStats: 4199,
});

/**
 * The layout of a cluster kept under `workDir`: node `n` (1-based) has its data folder, socket and
 * config there; `ports` may override any default (the CLI reads them from TJ_CLUSTER_PORT_* variables).
 */
export function clusterLayout(workDir, ports = {}) {
  const p = { ...DEFAULT_PORTS, ...ports };
  const nodes = Array.from({ length: NODE_COUNT }, (_, i) => {
    const n = i + 1;
    const dir = path.join(workDir, `node${n}`);
    return {
      n,
      name: `node${n}`,
      dir,
      dataDir: path.join(dir, 'data'),
      configFile: path.join(dir, 'my.cnf'),
      socket: path.join(dir, 'mysqld.sock'),
      pidFile: path.join(dir, 'mysqld.pid'),
      logFile: path.join(dir, 'error.log'),
      checkPidFile: path.join(dir, 'check.pid'),
      checkLogFile: path.join(dir, 'check.log'),
      mysqlPort: p.nodeMysql + i,
      galeraPort: p.galera + i,
      istPort: p.ist + i,
      sstPort: p.sst + i,
      checkPort: p.nodeCheck + i,
    };
  });
  const apis = Array.from({ length: API_COUNT }, (_, i) => {
    const n = i + 1;
    const dir = path.join(workDir, `api${n}`);
    return { n, name: `api${n}`, dir, port: p.api + i, pidFile: path.join(dir, 'api.pid'), logFile: path.join(dir, 'api.log') };
  });
  return {
    workDir,
    ports: p,
    nodes,
    apis,
    haproxy: {
      configFile: path.join(workDir, 'haproxy', 'haproxy.cfg'),
      pidFile: path.join(workDir, 'haproxy', 'haproxy.pid'),
      logFile: path.join(workDir, 'haproxy', 'haproxy.log'),
      socket: path.join(workDir, 'haproxy', 'admin.sock'),
    },
    credentialsFile: path.join(workDir, 'credentials.json'),
    database: 'journal',
  };
}

/** gcomm:// address listing every node's group-communication port. */
export function clusterAddress(layout) {
  return `gcomm://${layout.nodes.map((node) => `127.0.0.1:${node.galeraPort}`).join(',')}`;
}

/** Reads TJ_CLUSTER_PORT_<NAME>=<port> overrides (e.g. TJ_CLUSTER_PORT_HAPROXY_MYSQL=3320); refuses anything but a port. */
export function portsFromEnvironment(env) {
  const ports = {};
  for (const key of Object.keys(DEFAULT_PORTS)) {
    const variable = `TJ_CLUSTER_PORT_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
    const value = env[variable];
    if (value === undefined || value === '') continue;
    const port = Number(value);
    if (!Number.isInteger(port) || port < 1024 || port > 65533) {
      throw new Error(`${variable} must be a port number from 1024 to 65533, got "${value}"`);
    }
    ports[key] = port;
  }
  return ports;
}
