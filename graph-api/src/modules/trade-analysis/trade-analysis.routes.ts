import { Router } from 'express';
import { callerOfRequest, type CallerResolver, requireUser } from '../auth';
import { TradeError } from '../trades';
import type { TradeAnalysisService } from './trade-analysis.service';

/** A trade id as sent: digits, or a 400 saying so. */
export function analysedTradeIdOf(raw: unknown): number {
  if (raw === undefined || raw === null || raw === '') throw new TradeError('validation_error', 'Give the tradeId of one of your trades.');
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) throw new TradeError('validation_error', `tradeId "${String(raw).slice(0, 40)}" is not a trade id (digits).`);
  return Number(raw);
}

/**
 * GET /api/trade-analysis?tradeId= (SPEC §7): suggested_entry, suggested_exit, risk_analysis,
 * improvement_tips, confidence_score (SPEC §3), with the excursions, the comparison and the
 * confidence's reasons beside them. Another user's trade answers 404, as a missing one does.
 */
export function tradeAnalysisRoutes({ analyses, callers }: { analyses: TradeAnalysisService; callers: CallerResolver }): Router {
  const router = Router();
  router.get('/trade-analysis', requireUser(callers), async (req, res) => {
    const analysis = await analyses.analyse(req.em, callerOfRequest(req).userId, analysedTradeIdOf(req.query.tradeId ?? req.query.id));
    res.set('Cache-Control', 'no-store').json(analysis);
  });
  return router;
}
