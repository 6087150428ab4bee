// Fills the {{name}} placeholders of the files in deploy/ (docs/deployment.md). Pure.

/** Replaces every `{{name}}` by `values[name]`; a placeholder without a value is an error, never left in. */
export function renderTemplate(template, values) {
  const missing = new Set();
  const text = template.replace(/\{\{\s*([a-zA-Z][\w]*)\s*\}\}/g, (_, name) => {
    if (!(name in values)) {
      missing.add(name);
      return '';
    }
    return String(values[name]);
  });
  if (missing.size > 0) throw new Error(`No value for ${[...missing].map((name) => `{{${name}}}`).join(', ')}`);
  return text;
}

/** The values of deploy/galera/node.cnf for one node of the layout. */
export function nodeConfigValues(layout, node, clusterAddress) {
  return {
    node_name: node.name,
    data_dir: node.dataDir,
    socket: node.socket,
    pid_file: node.pidFile,
    log_error: node.logFile,
    mysql_port: node.mysqlPort,
    cluster_address: clusterAddress,
    galera_port: node.galeraPort,
    ist_port: node.istPort,
    sst_port: node.sstPort,
  };
}

/**
 * The values of deploy/haproxy/haproxy.cfg: its `server` lines (the first node writes, the others
 * wait as `backup`) and the folder of its error answers (deploy/haproxy/errors).
 */
export function haproxyValues(layout, errorsDir) {
  const dbServers = layout.nodes
    .map((node, i) => `    server ${node.name} 127.0.0.1:${node.mysqlPort} check port ${node.checkPort}${i === 0 ? '' : ' backup'}`)
    .join('\n');
  const apiServers = layout.apis.map((api) => `    server ${api.name} 127.0.0.1:${api.port} check`).join('\n');
  return {
    admin_socket: layout.haproxy.socket,
    mysql_port: layout.ports.haproxyMysql,
    http_port: layout.ports.haproxyHttp,
    stats_port: layout.ports.haproxyStats,
    db_servers: dbServers,
    api_servers: apiServers,
    errors_dir: errorsDir,
  };
}
