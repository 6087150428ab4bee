import { Router } from 'express';
import { callerOfRequest, type CallerResolver, requireUser } from '../auth';
import { tradeFields, tradeNotFound } from '../trades';
import { fieldsRefused } from './manual-trade.errors';
import type { ManualTradeService } from './manual-trade.service';

const tradeIdOf = (raw: string | string[] | undefined) => {
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) throw tradeNotFound();
  return Number(raw);
};

function bodyOf(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw fieldsRefused({ body: 'Send a JSON object.' });
  return body as Record<string, unknown>;
}

/**
 * Trades entered by hand (docs/journal.md, "Manual trades"): POST /api/trades/manual enters one,
 * PUT /api/trades/:id/manual replaces one's fills, DELETE /api/trades/:id removes the fills entered
 * by hand, POST /api/trades/:id/close closes an open position by hand. Answers the trade as
 * GET /api/trades/:id does; a refused field is named in `fields`.
 */
export function manualTradesRoutes({ manualTrades, callers }: { manualTrades: ManualTradeService; callers: CallerResolver }): Router {
  const router = Router();
  router.post('/trades/manual', requireUser(callers), async (req, res) => {
    const { trade, journal } = await manualTrades.create(req.em, callerOfRequest(req).userId, bodyOf(req.body));
    res.status(201).json(tradeFields(trade, journal));
  });

  router.put('/trades/:id/manual', requireUser(callers), async (req, res) => {
    const { trade, journal } = await manualTrades.update(req.em, callerOfRequest(req).userId, tradeIdOf(req.params.id), bodyOf(req.body));
    res.json(tradeFields(trade, journal));
  });

  router.delete('/trades/:id', requireUser(callers), async (req, res) => {
    res.json({ fillsRemoved: await manualTrades.remove(req.em, callerOfRequest(req).userId, tradeIdOf(req.params.id)) });
  });

  router.post('/trades/:id/close', requireUser(callers), async (req, res) => {
    const { trade, journal } = await manualTrades.close(req.em, callerOfRequest(req).userId, tradeIdOf(req.params.id), bodyOf(req.body));
    res.json(tradeFields(trade, journal));
  });
  return router;
}
