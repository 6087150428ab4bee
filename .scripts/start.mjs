// `npm start`: build what is not built, apply pending migrations of the embedded SQLite database,
// then serve the API, the shell, every remote and Storybook from one Node process.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { BUILDS, ROOT, buildIsNeeded } from './builds.mjs';

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' };

function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, env, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}

for (const build of BUILDS.filter(buildIsNeeded)) {
  console.log(`Building ${build.workspace}...`);
  run('npm', ['run', 'build', '--workspace', build.workspace]);
}

const usesMySql = (env.DATABASE_URL || '').startsWith('mysql');
if (usesMySql) {
  console.log('DATABASE_URL selects MySQL: migrations are applied with `npm run migrate`, not on start.');
} else {
  run('node', [path.join('graph-api', 'dist', 'src', 'db', 'migrate-cli.js'), 'up']);
}

const server = spawn('node', [path.join('graph-api', 'dist', 'src', 'server.js')], { cwd: ROOT, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
