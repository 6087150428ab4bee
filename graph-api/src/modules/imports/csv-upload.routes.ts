import { type Response, Router } from 'express';
import { callerOfRequest, type CallerResolver, requireUser } from '../auth/caller';
import { httpStatusOf } from '../../errors';
import { requestIdOf } from '../../http/request-logging';
import type { GenericColumnMapping } from './csv/csv-importer';
import type { CsvImportService } from './csv-import.service';
import { ImportError } from './import.errors';
import { readMultipartCsv } from './multipart-csv';
import { platformName } from '../brokers/broker-catalogue';
import { previewJson } from './preview-json';

/**
 * POST /api/csv-upload-v2 (SPEC §7): multipart, field `file`; optional fields `platform`,
 * `timeZone`, `tradeDate`, `mapping` (JSON) and `preview=true` (parse and show, store nothing).
 * Answers { success, message, data{tradesImported, processingTimeMs, uploadId, …} } or
 * { success: false, error, message, details } with the status of the failure.
 */
export function csvUploadRoutes({ csvImports, callers }: { csvImports: CsvImportService; callers: CallerResolver }): Router {
  const router = Router();
  router.post('/csv-upload-v2', requireUser(callers), async (req, res) => {
    const userId = callerOfRequest(req).userId;
    try {
      const { upload, fields } = await readMultipartCsv(req);
      const request = { upload, platform: fields.platform || null, timeZone: fields.timeZone || null, tradeDate: fields.tradeDate || null, mapping: mappingOf(fields.mapping) };
      if (fields.preview === 'true') {
        const preview = await csvImports.preview(req.em, userId, request);
        res.json({ success: true, message: `Read ${preview.executions.length} executions from ${preview.platformName}`, data: previewJson(preview) });
        return;
      }
      const outcome = await csvImports.import(req.em, userId, request);
      const { record } = outcome;
      res.json({
        success: true,
        message: `Imported ${outcome.tradesImported} trades from ${platformName(record.platform)}`,
        data: {
          tradesImported: outcome.tradesImported,
          executionsImported: outcome.executionsImported,
          duplicatesSkipped: outcome.duplicatesSkipped,
          processingTimeMs: outcome.processingTimeMs,
          uploadId: String(record.id),
          platform: record.platform,
          warnings: record.warnings,
        },
      });
    } catch (error) {
      if (!(error instanceof ImportError)) throw error;
      sendImportFailure(res, error);
    }
  });
  return router;
}

export function sendImportFailure(res: Response, error: ImportError): void {
  if (error.code === 'PAYLOAD_TOO_LARGE') res.set('Connection', 'close');
  res.status(httpStatusOf(error.code)).json({ success: false, error: error.reason, message: error.message, details: error.message, line: error.line, requestId: requestIdOf(res.req) });
}

function mappingOf(raw: string | undefined): GenericColumnMapping | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((entry) => typeof entry === 'string')) {
      return value as GenericColumnMapping;
    }
  } catch {
    // refused below
  }
  throw new ImportError('validation_error', 'mapping must be a JSON object of column names.');
}
