import { readRemoteRegistry } from './federation/remoteRegistry';

// Where the remotes are is asked now, while the app's own code loads (a failure is asked again later).
readRemoteRegistry().catch(() => undefined);
// Async boundary: the shared singletons are negotiated before any of them is used.
void import('./bootstrap');
