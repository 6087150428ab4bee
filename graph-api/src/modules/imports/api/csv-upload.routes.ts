import { Router } from 'express';
import { callerOfRequest, type CallerResolver, requireUser } from '../../auth';
import type { GenericColumnMapping } from '../csv/csv-importer';
import type { CsvImportService } from '../service/csv-import.service';
import { ImportError } from '../import.errors';
import { readMultipartCsv } from '../upload/multipart-csv';
import type { UploadThrottle } from '../upload/upload-throttle';
import { platformName, sendImportFailure } from '../../../infra/platforms';
import { importResultMessage } from './import-summary';
import { previewJson } from './preview-json';

/**
 * POST /api/csv-upload-v2 (SPEC §7): multipart, field `file`; optional fields `platform`,
 * `timeZone`, `tradeDate`, `mapping` (JSON), `skipNonTrades=true` (generic CSV) and `preview=true` (parse and show, store nothing).
 * Answers { success, message, data{tradesImported, processingTimeMs, uploadId, …} } or
 * { success: false, error, message, details } with the status of the failure (429 with Retry-After
 * past RATE_LIMIT_IMPORTS_PER_USER).
 */
export function csvUploadRoutes({ csvImports, uploadThrottle, callers }: { csvImports: CsvImportService; uploadThrottle: UploadThrottle; callers: CallerResolver }): Router {
  const router = Router();
  router.post('/csv-upload-v2', requireUser(callers), async (req, res) => {
    const userId = callerOfRequest(req).userId;
    try {
      await uploadThrottle.countUpload(req.em, userId);
      const { upload, fields } = await readMultipartCsv(req);
      const request = { upload, platform: fields.platform || null, timeZone: fields.timeZone || null, tradeDate: fields.tradeDate || null, mapping: mappingOf(fields.mapping), skipNonTrades: fields.skipNonTrades === 'true' };
      if (fields.preview === 'true') {
        const preview = await csvImports.preview(req.em, userId, request);
        const data = previewJson(preview);
        res.json({ success: true, message: data.nothingNew ?? `Read ${preview.executions.length} executions from ${preview.platformName}`, data });
        return;
      }
      const outcome = await csvImports.import(req.em, userId, request);
      const { record } = outcome;
      res.json({
        success: true,
        message: importResultMessage(outcome, platformName(record.platform)),
        data: {
          tradesImported: outcome.tradesImported,
          executionsImported: outcome.executionsImported,
          duplicatesSkipped: outcome.duplicatesSkipped,
          processingTimeMs: outcome.processingTimeMs,
          uploadId: String(record.id),
          platform: record.platform,
          warnings: record.warnings,
          reconciliation: record.reconciliation,
        },
      });
    } catch (error) {
      if (!(error instanceof ImportError)) throw error;
      // Refused before its body was read: the connection closes rather than take in the rest.
      if (error.reason === 'rate_limited') res.set('Connection', 'close');
      sendImportFailure(res, error);
    }
  });
  return router;
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
