import { Router } from 'express';
import type { JobsState } from '../../jobs/jobs';
import type { HealthService } from './health.service';

/**
 * GET /api/health: 200 when the database answers, 503 otherwise, for load balancers and monitors;
 * with the job queue's state and this process's runner (whether it runs jobs, how many now).
 */
export function healthRoutes(healthService: HealthService, runnerState: () => JobsState): Router {
  const router = Router();
  router.get('/health', async (req, res) => {
    const report = await healthService.check(req.em, req.log);
    const jobs = report.database.ok ? await healthService.jobs(req.em) : null;
    res.status(report.status === 'ok' ? 200 : 503).set('Cache-Control', 'no-store').json({ ...report, jobs, runner: runnerState() });
  });
  return router;
}
