import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The pure parts of `npm run cluster` (.scripts/cluster, docs/deployment.md): the layout of ports
// and folders, the rendering of the files in deploy/, the command line and the choice of the node
// that bootstraps a stopped cluster. The processes themselves are exercised by `npm run cluster`.
const ROOT = path.resolve(__dirname, '..', '..');
const deployFile = (...parts: string[]) => readFileSync(path.join(ROOT, 'deploy', ...parts), 'utf8');

describe('the cluster layout', () => {
  it('gives every process its own ports, none of them the system MariaDB, npm start or npm run dev', async () => {
    const { clusterLayout } = await import('../../.scripts/cluster/layout.mjs');
    const layout = clusterLayout('/work/c');
    const ports = [
      layout.ports.haproxyMysql, layout.ports.haproxyHttp, layout.ports.haproxyStats,
      ...layout.nodes.flatMap((n) => [n.mysqlPort, n.galeraPort, n.istPort, n.sstPort, n.checkPort]),
      ...layout.apis.map((a) => a.port),
    ];
    expect(new Set(ports).size).toBe(ports.length);
    for (const taken of [3306, 3000, 3001, 3002, 3003, 3004, 4000, 4444, 4567, 4568]) expect(ports).not.toContain(taken);
    expect(layout.nodes.map((n) => n.mysqlPort)).toEqual([3311, 3312, 3313]);
    expect(layout.nodes[1]?.dataDir).toBe('/work/c/node2/data');
  });

  it('takes port overrides from TJ_CLUSTER_PORT_* and refuses one that is not a port, naming it', async () => {
    const { clusterLayout, portsFromEnvironment } = await import('../../.scripts/cluster/layout.mjs');
    const ports = portsFromEnvironment({ TJ_CLUSTER_PORT_HAPROXY_MYSQL: '3320', TJ_CLUSTER_PORT_NODE_MYSQL: '3321', TJ_CLUSTER_PORT_API: '' });
    expect(ports).toEqual({ haproxyMysql: 3320, nodeMysql: 3321 });
    expect(clusterLayout('/c', ports).nodes.map((n) => n.mysqlPort)).toEqual([3321, 3322, 3323]);
    expect(() => portsFromEnvironment({ TJ_CLUSTER_PORT_GALERA: '80' })).toThrow('TJ_CLUSTER_PORT_GALERA must be a port number from 1024 to 65533, got "80"');
    expect(() => portsFromEnvironment({ TJ_CLUSTER_PORT_IST: 'x' })).toThrow('TJ_CLUSTER_PORT_IST');
  });
});

describe('the files in deploy/', () => {
  it('renders each node its own my.cnf: its ports, folders and the address of all three', async () => {
    const { clusterAddress, clusterLayout } = await import('../../.scripts/cluster/layout.mjs');
    const { nodeConfigValues, renderTemplate } = await import('../../.scripts/cluster/render.mjs');
    const layout = clusterLayout('/w');
    const node = layout.nodes[2]!;
    const config = renderTemplate(deployFile('galera', 'node.cnf'), nodeConfigValues(layout, node, clusterAddress(layout)));
    expect(config).not.toMatch(/\{\{\s*\w/);
    expect(config).toMatch(/^port\s+= 3313$/m);
    expect(config).toMatch(/^datadir\s+= \/w\/node3\/data$/m);
    expect(config).toMatch(/^wsrep_cluster_address\s+= gcomm:\/\/127\.0\.0\.1:4571,127\.0\.0\.1:4572,127\.0\.0\.1:4573$/m);
    expect(config).toContain('gmcast.listen_addr=tcp://127.0.0.1:4573;ist.recv_addr=127.0.0.1:4583');
    expect(config).toMatch(/^wsrep_sst_receive_address\s+= 127\.0\.0\.1:4593$/m);
    expect(config).toMatch(/^innodb_autoinc_lock_mode\s+= 2$/m);
  });

  it('renders haproxy.cfg with one kept writer, the other nodes as backup, each checked on its health port, and the APIs on /api/health', async () => {
    const { clusterLayout } = await import('../../.scripts/cluster/layout.mjs');
    const { haproxyValues, renderTemplate } = await import('../../.scripts/cluster/render.mjs');
    const config = renderTemplate(deployFile('haproxy', 'haproxy.cfg'), haproxyValues(clusterLayout('/w'), '/repo/deploy/haproxy/errors'));
    expect(config).not.toMatch(/\{\{\s*\w/);
    const servers = config.split('\n').filter((line) => /^\s+server /.test(line)).map((line) => line.trim());
    expect(servers).toEqual([
      'server node1 127.0.0.1:3311 check port 9201',
      'server node2 127.0.0.1:3312 check port 9202 backup',
      'server node3 127.0.0.1:3313 check port 9203 backup',
      'server api1 127.0.0.1:4101 check',
      'server api2 127.0.0.1:4102 check',
      'server api3 127.0.0.1:4103 check',
    ]);
    expect(config).toContain('option httpchk GET /api/health');
    expect(config).toContain('stats socket /w/haproxy/admin.sock');
    expect(config).not.toMatch(/^\s*option mysql-check/m);
    // No failback: the writer stays where the connections went (deploy/haproxy/haproxy.cfg).
    expect(config).toMatch(/^\s*stick on dst$/m);
    expect(config).toContain('errorfile 502 /repo/deploy/haproxy/errors/unavailable.http');
  });

  it("answers HAProxy's own errors as a 503 with Retry-After and the API's JSON error", () => {
    const answer = deployFile('haproxy', path.join('errors', 'unavailable.http'));
    const [head, body] = answer.split('\r\n\r\n');
    expect(head!.split('\r\n')[0]).toBe('HTTP/1.1 503 Service Unavailable');
    expect(head).toMatch(/^Retry-After: \d+$/m);
    expect(JSON.parse(body!)).toMatchObject({ error: 'service_unavailable', message: expect.stringContaining('try again') });
  });

  it('refuses a template whose placeholder has no value, naming it, rather than leave it in', async () => {
    const { renderTemplate } = await import('../../.scripts/cluster/render.mjs');
    expect(renderTemplate('port = {{port}}', { port: 1 })).toBe('port = 1');
    expect(() => renderTemplate('a {{x}} b {{ y }} {{x}}', {})).toThrow('No value for {{x}}, {{y}}');
  });
});

describe("the Debian packages `cluster up` installs when they are missing", () => {
  it('names each package whose file is not there, and none when all are', async () => {
    const { CLUSTER_PACKAGES, missingPackages } = await import('../../.scripts/cluster/packages.mjs');
    expect(CLUSTER_PACKAGES.map(({ name }) => name)).toEqual(['mariadb-server', 'galera-4', 'haproxy', 'rsync']);
    expect(missingPackages(() => true)).toEqual([]);
    expect(missingPackages((file) => !file.includes('haproxy') && !file.includes('galera'))).toEqual(['galera-4', 'haproxy']);
  });
});

describe('the command line', () => {
  it('takes each command, with a node or API number where it needs one', async () => {
    const { parseClusterArgs } = await import('../../.scripts/cluster/args.mjs');
    expect(parseClusterArgs(['up'])).toEqual({ command: 'up' });
    expect(parseClusterArgs(['status'])).toEqual({ command: 'status' });
    expect(parseClusterArgs(['kill-node', '2'])).toEqual({ command: 'kill-node', n: 2 });
    expect(parseClusterArgs(['restart-api', '3'])).toEqual({ command: 'restart-api', n: 3 });
  });

  it('refuses anything else with a message saying what is wrong', async () => {
    const { parseClusterArgs, USAGE } = await import('../../.scripts/cluster/args.mjs');
    expect(parseClusterArgs([])).toEqual({ error: 'No command given.' });
    expect(parseClusterArgs(['start'])).toEqual({ error: 'Unknown command "start".' });
    expect(parseClusterArgs(['up', '1'])).toEqual({ error: '"up" takes no argument.' });
    expect(parseClusterArgs(['kill-node'])).toEqual({ error: '"kill-node" needs a node number from 1 to 3.' });
    expect(parseClusterArgs(['kill-node', '4'])).toEqual({ error: '"kill-node" needs a node number from 1 to 3.' });
    expect(parseClusterArgs(['kill-api', '1.5'])).toEqual({ error: '"kill-api" needs an API number from 1 to 3.' });
    expect(parseClusterArgs(['kill-api', '1', '2'])).toEqual({ error: '"kill-api" takes one number.' });
    expect(USAGE).toContain('kill-node N');
  });
});

describe("a node's saved position", () => {
  it('reads grastate.dat after a clean stop and after a crash', async () => {
    const { parseGrastate } = await import('../../.scripts/cluster/grastate.mjs');
    const clean = '# GALERA saved state\nversion: 2.1\nuuid:    81c306d9-eb2b-11f1-93dd-db3edea2f377\nseqno:   186\nsafe_to_bootstrap: 1\n';
    expect(parseGrastate(clean)).toEqual({ uuid: '81c306d9-eb2b-11f1-93dd-db3edea2f377', seqno: 186, safeToBootstrap: true });
    expect(parseGrastate(clean.replace('186', '-1').replace('bootstrap: 1', 'bootstrap: 0'))).toMatchObject({ seqno: -1, safeToBootstrap: false });
  });

  it('reads the position --wsrep-recover found in InnoDB', async () => {
    const { parseRecoveredPosition } = await import('../../.scripts/cluster/grastate.mjs');
    const log = '2026-11-28 13:01:39 0 [Note] InnoDB: ...\n2026-11-28 13:01:39 0 [Note] WSREP: Recovered position: 81c306d9-eb2b-11f1-93dd-db3edea2f377:182\n';
    expect(parseRecoveredPosition(log)).toEqual({ uuid: '81c306d9-eb2b-11f1-93dd-db3edea2f377', seqno: 182 });
    expect(parseRecoveredPosition('[ERROR] Aborting')).toBeNull();
  });

  it('bootstraps from the node that left last, else from the one holding the most writes, else node 1 of a new cluster', async () => {
    const { chooseBootstrapNode } = await import('../../.scripts/cluster/grastate.mjs');
    const at = (n: number, seqno: number, safeToBootstrap = false) => ({ n, uuid: 'u', seqno, safeToBootstrap });
    expect(chooseBootstrapNode([at(1, 10), at(2, 12, true), at(3, 15)])).toBe(2);
    expect(chooseBootstrapNode([at(1, 10), at(2, 17), at(3, 15)])).toBe(2);
    expect(chooseBootstrapNode([at(1, 20), at(2, 17), at(3, 15)])).toBe(1);
    expect(chooseBootstrapNode([{ n: 1, uuid: null, seqno: -1, safeToBootstrap: false }, at(3, 4)])).toBe(3);
    expect(chooseBootstrapNode([1, 2, 3].map((n) => ({ n, uuid: null, seqno: -1, safeToBootstrap: false })))).toBeNull();
  });
});
