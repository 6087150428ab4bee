import type { RemoteRegistry } from '../infra/remotes/remote-registry';
import { escapeAttribute } from './analytics-head';

/** A page of the app drawn by a remote (the shell's route table, as its build writes it to pages.json). */
export interface RemotePage {
  remote: string;
  /** The module the remote exposes for the page, e.g. './DashboardPage'. */
  module: string;
}

interface FetchPreload {
  href: string;
  /** As the script asks: credentials 'same-origin' is 'anonymous', 'include' is 'use-credentials'. */
  crossorigin: 'anonymous' | 'use-credentials';
}

/** What the page's scripts ask for first, whatever the page (shell/src/index.ts). */
const APP_START_REQUESTS: FetchPreload[] = [
  // fetchRemoteRegistry: fetch('/api/remotes', { credentials: 'same-origin' }).
  { href: '/api/remotes', crossorigin: 'anonymous' },
  // The session: fetch('/api/auth/user', { credentials: 'include' }).
  { href: '/api/auth/user', crossorigin: 'use-credentials' },
];

const linkOf = ({ href, crossorigin }: FetchPreload) => `<link rel="preload" href="${escapeAttribute(href)}" as="fetch" crossorigin="${crossorigin}">`;

/**
 * The preload links of the app's page at a path. The shell learns where the page's remote is, then
 * reads the remote's manifest, one answer after the other and both after its own scripts have run;
 * named in the page's head, both are asked for at once, beside the shell's scripts. Each link is
 * the request the scripts make (a fetch with the same credentials), so it is answered once, and
 * whatever its answer, the scripts' first request takes it: a failure is theirs to show, and their
 * Retry asks the network again.
 *
 * The remote's scripts are not named: a script preload that fails (the remote's server down) is
 * kept by the browser and given to every later load of that script, so Retry could never succeed.
 */
export function remotePagePreloads(registry: RemoteRegistry, page: RemotePage | null): string {
  const entry = page && registry.remotes.find(({ name }) => name === page.remote)?.entry;
  // The federation runtime fetches the manifest with the fetch defaults (credentials 'same-origin').
  const preloads = entry ? [...APP_START_REQUESTS, { href: entry, crossorigin: 'anonymous' } as const] : APP_START_REQUESTS;
  return preloads.map(linkOf).join('');
}
