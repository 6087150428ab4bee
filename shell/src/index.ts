import { readRemoteRegistry } from './federation/remoteRegistry';

// Where the remotes are is asked now, while the app's own code loads (a failure is asked again later).
readRemoteRegistry().catch(() => undefined);
// The session too (GET /api/auth/user, as design-system's requestCurrentUser sends it: that module
// is a shared singleton, not usable before the boundary below); the app reads its answer.
const sessionResponse = fetch('/api/auth/user', { credentials: 'include' });
// A failure is the app's to handle when it reads it, not an unhandled rejection meanwhile.
sessionResponse.catch(() => undefined);
// Async boundary: the shared singletons are negotiated before any of them is used.
void import('./bootstrap').then(({ startApp }) => startApp(sessionResponse));
