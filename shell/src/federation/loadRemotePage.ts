import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '../routes/routeTable';
import { fetchRemoteRegistry, type RegisteredRemote } from './remoteRegistry';

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    message: string,
  ) {
    super(message);
    this.name = 'RemoteLoadError';
  }
}

let registered: Promise<RegisteredRemote[]> | null = null;

/** The registry's remotes, registered with the federation runtime once they are read. */
function registeredRemotes(): Promise<RegisteredRemote[]> {
  const registering = (registered ??= fetchRemoteRegistry().then((remotes) => {
    registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
    return remotes;
  }));
  // A failed registry read is not cached: the next attempt (Retry) asks again.
  registering.catch(() => {
    if (registered === registering) registered = null;
  });
  return registering;
}

/**
 * Loads one page a remote exposes. With `retry`, the remote is registered again so the
 * federation runtime forgets a failed remote entry and fetches it anew.
 */
export async function loadRemotePage(remote: RemoteName, module: string, retry = false): Promise<ComponentType> {
  const remotes = await registeredRemotes();
  const registered = remotes.find(({ name }) => name === remote);
  if (!registered) throw new RemoteLoadError(remote, `${remote} is not in the remote registry`);
  if (retry) registerRemotes([{ name: registered.name, entry: registered.entry }], { force: true });

  const exposed = await loadRemote<{ default?: unknown }>(`${remote}/${module.replace(/^\.\//, '')}`);
  const Page = exposed?.default;
  if (typeof Page !== 'function' && (typeof Page !== 'object' || Page === null)) {
    throw new RemoteLoadError(remote, `${remote} does not export a page component as ${module}`);
  }
  return Page as ComponentType;
}
