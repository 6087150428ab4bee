import { Router } from 'express';
import { z } from 'zod';
import { callerOfRequest, type CallerResolver, requireUser } from '../auth';
import { ImportError } from '../imports';
import { platformName, sendImportFailure } from '../../infra/platforms';
import { brokerImportMessage } from './broker-import-message';
import { BrokerError } from './broker.errors';
import type { BrokerImportService } from './broker-import.service';

const credentialText = z.string().max(4096).nullish();

const importTradesBody = z.object({
  platform: z.string().min(1).max(32),
  method: z.enum(['api', 'csv']).optional(),
  credentials: z.object({ apiKey: credentialText, secretKey: credentialText, token: credentialText, baseUrl: credentialText }).nullish(),
  start_date: z.iso.datetime({ offset: true }),
  end_date: z.iso.datetime({ offset: true }),
});

/**
 * POST /api/import-trades (SPEC §7): JSON {platform, method, credentials, start_date, end_date};
 * answers {success, message, correlation_id, analysis{total_trades}}. Used for API platforms only.
 */
export function brokerImportRoutes({ brokerImports, callers }: { brokerImports: BrokerImportService; callers: CallerResolver }): Router {
  const router = Router();
  router.post('/import-trades', requireUser(callers), async (req, res) => {
    try {
      const parsed = importTradesBody.safeParse(req.body);
      if (!parsed.success) throw new BrokerError('validation_error', `Invalid import request: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'} ${issue.message}`).join('; ')}`);
      const body = parsed.data;
      if (body.method === 'csv') throw new BrokerError('validation_error', 'CSV files are imported through /api/csv-upload-v2.');
      const outcome = await brokerImports.import(req.em, callerOfRequest(req).userId, {
        platform: body.platform,
        credentials: body.credentials ?? null,
        startDate: new Date(body.start_date),
        endDate: new Date(body.end_date),
      });
      res.json({
        success: true,
        message: brokerImportMessage(outcome, platformName(outcome.record.platform)),
        correlation_id: outcome.record.correlationId,
        analysis: { total_trades: outcome.tradesImported, executions_imported: outcome.executionsImported, duplicates_skipped: outcome.duplicatesSkipped },
      });
    } catch (error) {
      if (!(error instanceof ImportError || error instanceof BrokerError)) throw error;
      sendImportFailure(res, error);
    }
  });
  return router;
}
