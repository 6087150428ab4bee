import { Router } from 'express';
import { callerOfRequest, type CallerResolver, requireUser } from '../auth/caller';
import { limitOf } from './trade-limit';
import { tradeFields, type TradeService } from './trade.service';

/** GET /api/trades?limit=n (default 50): the caller's trades, newest first. */
export function tradesRoutes({ trades, callers }: { trades: TradeService; callers: CallerResolver }): Router {
  const router = Router();
  router.get('/trades', requireUser(callers), async (req, res) => {
    const limit = limitOf(req.query.limit);
    res.set('Cache-Control', 'no-store').json((await trades.list(req.em, callerOfRequest(req).userId, limit)).map(tradeFields));
  });
  return router;
}
