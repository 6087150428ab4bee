import { Router } from 'express';
import type { RemoteRegistry } from './remote-registry';

/** GET /api/remotes: where the shell loads each remote from, read on every page load. */
export function remotesRoutes(registry: RemoteRegistry): Router {
  const router = Router();
  router.get('/remotes', (_req, res) => {
    // Never cached, so that pointing the registry at a redeployed remote takes effect at once.
    res.set('Cache-Control', 'no-store').json(registry);
  });
  return router;
}
