// The Debian packages the local cluster runs on (docs/deployment.md): what `cluster up` needs on
// this machine, and installing what is missing, as a fresh machine of ours has only MariaDB.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/** Each package by a file it installs: present means installed. */
export const CLUSTER_PACKAGES = Object.freeze([
  { name: 'mariadb-server', file: '/usr/sbin/mariadbd' },
  { name: 'galera-4', file: '/usr/lib/galera/libgalera_smm.so' },
  { name: 'haproxy', file: '/usr/sbin/haproxy' },
  // The state transfers (SST and IST) run Galera's rsync script.
  { name: 'rsync', file: '/usr/bin/rsync' },
]);

/** The packages whose file is not there. */
export function missingPackages(exists = existsSync) {
  return CLUSTER_PACKAGES.filter(({ file }) => !exists(file)).map(({ name }) => name);
}

/** Installs the missing packages with apt-get (as root); throws naming them when that fails. */
export function installMissingPackages(log) {
  const missing = missingPackages();
  if (missing.length === 0) return;
  log(`Installing Debian's ${missing.join(', ')}...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = update.status === 0 ? spawnSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env }) : update;
  if (install.status !== 0 || missingPackages().length > 0) {
    throw new Error(`The cluster needs Debian's ${missing.join(', ')}: \`apt-get install ${missing.join(' ')}\` did not install them`);
  }
}
