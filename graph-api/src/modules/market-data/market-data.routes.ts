import { Router } from 'express';
import { callerOfRequest, type CallerResolver, requireUser } from '../auth';
import { ImportError, readMultipartCsv, type UploadThrottle } from '../imports';
import { sendImportFailure } from '../../infra/platforms';
import type { TradeService } from '../trades';
import { chartJson } from './chart-json';
import { chartRequestOf } from './chart-request';
import { MarketDataError } from './market-data.errors';
import { candleImportMessage, type MarketDataService } from './market-data.service';

/**
 * GET /api/trade-chart?symbol=&entryTime=&timeframe= (SPEC §7; or ?tradeId=, and exitTime):
 * { candles: [{ time, open, high, low, close, volume }], … }, with message 'Chart data not
 * available' when no provider had any. POST /api/candles/upload: a candle CSV (multipart, field
 * `file`; fields `symbol`, `timeframe`, `timeZone`), stored whole as the caller's own or refused
 * naming its bad line.
 */
export function marketDataRoutes({ marketData, trades, uploadThrottle, callers }: { marketData: MarketDataService; trades: TradeService; uploadThrottle: UploadThrottle; callers: CallerResolver }): Router {
  const router = Router();
  router.get('/trade-chart', requireUser(callers), async (req, res) => {
    const { userId } = callerOfRequest(req);
    const request = await chartRequestOf(req.em, userId, trades, req.query);
    const chart = await marketData.chart(req.em, userId, request);
    res.set('Cache-Control', 'no-store').json(chartJson(request.instrument.symbol, chart));
  });

  router.post('/candles/upload', requireUser(callers), async (req, res) => {
    try {
      const { userId } = callerOfRequest(req);
      await uploadThrottle.countUpload(req.em, userId);
      const { upload, fields } = await readMultipartCsv(req);
      const imported = await marketData.importCsv(req.em, userId, { upload, symbol: fields.symbol ?? '', timeframe: fields.timeframe ?? '', timeZone: fields.timeZone ?? null });
      res.json({
        success: true,
        message: candleImportMessage(imported),
        data: imported,
      });
    } catch (error) {
      if (!(error instanceof ImportError) && !(error instanceof MarketDataError)) throw error;
      sendImportFailure(res, error);
    }
  });
  return router;
}
