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
// (graph-api's remote-page-preloads.ts names this very request in the app's page: same path, same credentials.)
export async function fetchRemoteRegistry(origin = window.location.origin): Promise<RegisteredRemote[]> {
  const response = await fetch('/api/remotes', { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  const body = (await response.json()) as { remotes?: unknown };
  if (!Array.isArray(body.remotes)) throw new Error('The remote registry answered without a "remotes" list');
  return body.remotes.filter(isRegistryEntry).map(({ name, entry }) => ({ name, entry: new URL(entry, origin).href }));
}
