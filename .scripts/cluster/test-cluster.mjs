// `npm run test:cluster`: graph-api's MariaDB integration suites against the Galera cluster of
// `npm run cluster -- up`, through HAProxy (docs/deployment.md). Not part of `npm test`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ROOT } from '../builds.mjs';
import { layoutFromEnvironment } from './cluster-environment.mjs';
import { credentials, databaseUrl } from './services.mjs';

const layout = layoutFromEnvironment();
if (!existsSync(layout.credentialsFile)) {
  console.error(`No cluster in ${layout.workDir}: start one with \`npm run cluster -- up\`.`);
  process.exit(2);
}
const { admin } = credentials(layout);
// The suites create and drop a scratch database each, so they sign in as the cluster's admin user;
// the database part of the URL is ignored by them.
const testUrl = databaseUrl(admin, layout.ports.haproxyMysql, 'mysql');
const result = spawnSync('npx', ['vitest', 'run', '--project', 'graph-api', '--testNamePattern', '\\[mysql\\]', ...process.argv.slice(2)], {
  cwd: ROOT,
  env: { ...process.env, TEST_MYSQL_URL: testUrl, REQUIRE_MYSQL: '1' },
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
