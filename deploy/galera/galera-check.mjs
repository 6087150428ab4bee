// The health check of one Galera node, for HAProxy (docs/deployment.md): GET / answers 200 only
// when the node is Synced (wsrep_local_state = 4) and ready (wsrep_ready = ON), 503 otherwise,
// with the state in the body. Like Percona's clustercheck, without xinetd.
//
//   GALERA_CHECK_PORT=9201 GALERA_NODE_PORT=3311 GALERA_CHECK_USER=… GALERA_CHECK_PASSWORD=… node galera-check.mjs
//
// The check user needs no privilege (CREATE USER 'tj_check'@'127.0.0.1' IDENTIFIED BY '…').
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

// mysql2 is graph-api's driver; resolved from the repository's node_modules.
const { createConnection } = createRequire(import.meta.url)('mysql2/promise');

const SYNCED = '4';

function setting(name, fallback) {
  const value = process.env[name] ?? fallback;
  if (value === undefined) {
    console.error(`${name} is not set`);
    process.exit(2);
  }
  return value;
}

const checkPort = Number(setting('GALERA_CHECK_PORT'));
const node = {
  host: setting('GALERA_NODE_HOST', '127.0.0.1'),
  port: Number(setting('GALERA_NODE_PORT')),
  user: setting('GALERA_CHECK_USER'),
  password: setting('GALERA_CHECK_PASSWORD', ''),
  connectTimeout: 1500,
};

/** The node's wsrep state; a fresh connection each time, so a dead node never looks alive through an old one. */
async function nodeState() {
  const connection = await createConnection(node);
  try {
    const [rows] = await connection.query(
      "SHOW GLOBAL STATUS WHERE Variable_name IN ('wsrep_local_state', 'wsrep_local_state_comment', 'wsrep_ready', 'wsrep_cluster_status')",
    );
    return Object.fromEntries(rows.map((row) => [row.Variable_name, row.Value]));
  } finally {
    connection.destroy();
  }
}

const server = createServer(async (_request, response) => {
  let status = 503;
  let body;
  try {
    const state = await nodeState();
    const synced = state.wsrep_local_state === SYNCED && state.wsrep_ready === 'ON' && state.wsrep_cluster_status === 'Primary';
    status = synced ? 200 : 503;
    body = { synced, ...state };
  } catch (error) {
    body = { synced: false, error: error instanceof Error ? error.message : String(error) };
  }
  response.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
  response.end(`${JSON.stringify(body)}\n`);
});
server.listen(checkPort, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
