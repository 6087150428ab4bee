import { Router } from 'express';
import { callerOfRequest, type CallerResolver, requireUser } from '../auth';
import type { AccountService } from './account.service';

/** GET /api/account/export: the Export All Data archive, as a JSON file download. */
export function accountRoutes({ account, callers }: { account: AccountService; callers: CallerResolver }): Router {
  const router = Router();
  router.get('/account/export', requireUser(callers), async (req, res) => {
    const { fileName, archive } = await account.exportArchive(req.em, callerOfRequest(req).userId);
    res.set('Cache-Control', 'no-store').attachment(fileName).json(archive);
  });
  return router;
}
