/**
 * Set on each new pooled MySQL/MariaDB connection, before it serves a request (docs/galera.md).
 *
 * wsrep_sync_wait: a Galera node applies what other nodes committed a moment after they answered,
 * so with the default (0) a request that reaches another node than the one before it read the data
 * as it was (a session just created unknown, an import's trades missing). 3 makes reads (and BEGIN)
 * and UPDATE/DELETE statements wait until the node has applied everything committed cluster-wide
 * before they started. The variable exists only in MariaDB built with wsrep (Debian's, from 10.1
 * on), whether or not it runs in a cluster; outside one it does nothing. MySQL has no such
 * variable: it is left alone.
 */
export const WSREP_SYNC_WAIT = 3;

/** What we use of a mysql2 (callback API) connection. */
interface SessionConnection {
  query(sql: string, callback: (error: Error | null, rows?: unknown) => void): unknown;
}

/** Connections to a node of a Galera cluster (wsrep_on), as the bulk inserts need to know (see isGaleraConnection). */
const galeraConnections = new WeakSet<object>();

/** Whether `connection` (a driver connection) is to a node of a running Galera cluster. */
export function isGaleraConnection(connection: unknown): boolean {
  return typeof connection === 'object' && connection !== null && galeraConnections.has(connection);
}

/** knex's pool `afterCreate`: readies a new connection (see above), or fails its creation with the server's error. */
export function prepareMySqlSession(connection: SessionConnection, done: (error: Error | null, connection: SessionConnection) => void): void {
  connection.query("show variables where variable_name in ('wsrep_on', 'wsrep_sync_wait')", (error, rows) => {
    if (error) return done(error, connection);
    const variables = new Map((rows as { Variable_name: string; Value: string }[]).map((row) => [row.Variable_name, row.Value]));
    if (variables.get('wsrep_on') === 'ON') galeraConnections.add(connection);
    if (!variables.has('wsrep_sync_wait')) return done(null, connection);
    connection.query(`set session wsrep_sync_wait = ${WSREP_SYNC_WAIT}`, (setError) => done(setError ?? null, connection));
  });
}
