import { Router } from 'express';
import { callerOfRequest, type CallerResolver, requireUser } from '../../auth';
import type { ImportService } from '../service/import.service';
import type { UndoPlan } from '../service/import-undo';
import { importIdOf } from './import-undo.resolver';

const undoJson = ({ record, ...plan }: UndoPlan) => ({ importId: String(record.id), status: record.status, fileName: record.fileName, platform: record.platform, ...plan });

/**
 * GET /api/imports/:id/undo: what undoing the import would remove and rebuild (changes nothing);
 * DELETE /api/imports/:id: undoes it (its record stays, marked undone). Both 404 for an import not the caller's.
 */
export function importUndoRoutes({ imports, callers }: { imports: ImportService; callers: CallerResolver }): Router {
  const router = Router();
  router.get('/imports/:id/undo', requireUser(callers), async (req, res) => {
    res.set('Cache-Control', 'no-store').json(undoJson(await imports.undoPlan(req.em, callerOfRequest(req).userId, importIdOf(req.params.id))));
  });
  router.delete('/imports/:id', requireUser(callers), async (req, res) => {
    res.json(undoJson(await imports.undo(req.em, callerOfRequest(req).userId, importIdOf(req.params.id))));
  });
  return router;
}
