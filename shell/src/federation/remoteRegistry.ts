import { REMOTES } from '@tj/design-system/federation/remotes';
import type { RemoteName } from '../routes/routeTable';

export interface RegisteredRemote {
  name: RemoteName;
  /** Absolute URL of the remote's mf-manifest.json. */
  entry: string;
}

const REMOTE_NAMES: readonly string[] = REMOTES.map(({ name }) => name);

function isRegistryEntry(value: unknown): value is { name: RemoteName; entry: string } {
  if (typeof value !== 'object' || value === null) return false;
  const { name, entry } = value as Record<string, unknown>;
  return typeof name === 'string' && REMOTE_NAMES.includes(name) && typeof entry === 'string';
}

/**
 * Reads GET /api/remotes. Entries may be relative to this site or absolute (another origin);
 * unknown names are ignored so an older shell keeps working with a newer registry.
 */
export async function fetchRemoteRegistry(origin = window.location.origin): Promise<RegisteredRemote[]> {
  const response = await fetch('/api/remotes', { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  const body = (await response.json()) as { remotes?: unknown };
  if (!Array.isArray(body.remotes)) throw new Error('The remote registry answered without a "remotes" list');
  return body.remotes.filter(isRegistryEntry).map(({ name, entry }) => ({ name, entry: new URL(entry, origin).href }));
}

let registryRead: Promise<RegisteredRemote[]> | null = null;

/**
 * The registry, read once per page load: the app starts reading it as soon as its entry runs
 * (index.ts), before its own code has loaded, so that a remote page does not wait a round trip for
 * it. A failed read is not kept: the next call (Retry) asks again.
 */
export function readRemoteRegistry(): Promise<RegisteredRemote[]> {
  const read = (registryRead ??= fetchRemoteRegistry());
  read.catch(() => {
    if (registryRead === read) registryRead = null;
  });
  return read;
}
