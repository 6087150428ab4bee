import { Router } from 'express';
import { callerOfRequest, type CallerResolver, requireUser } from '../auth';
import type { AssessmentService } from './assessment/assessment.service';
import type { PlaybookItem } from './playbook/playbook-content';
import { playbookIdOf } from './playbook/playbook-id';
import type { PlaybookRecord, PlaybookService } from './playbook/playbook.service';

const LISTS = ['tradingRules', 'optimalConditions', 'emotionalTriggers', 'biasAlerts', 'coachingTips', 'strategyRecommendations'] as const;

/**
 * SPEC §3's shape: each section a list of text and riskManagement a map of name to value. The reason
 * and trades behind every entry travel beside it, under `evidence`, in the same order.
 */
export function playbookJson(record: PlaybookRecord) {
  const texts = (items: PlaybookItem[]) => items.map(({ text }) => text);
  const { id, version, active, createdAt, confidenceScore, confidenceBasis, raiseConfidence, closedTrades, hypotheses, riskManagement } = record;
  return {
    id: String(id),
    version,
    active,
    createdAt,
    confidenceScore,
    ...Object.fromEntries(LISTS.map((list) => [list, texts(record[list])])),
    riskManagement: Object.fromEntries(riskManagement.map(({ name, value }) => [name, value])),
    confidenceBasis,
    raiseConfidence,
    closedTrades,
    hypotheses,
    evidence: { ...Object.fromEntries(LISTS.map((list) => [list, record[list]])), riskManagement },
  };
}

/**
 * SPEC §7: GET and POST /api/psychology-assessment, GET /api/playbook (the Active one; null before
 * the first), POST /api/playbook/generate; and GET /api/playbook/:id for an earlier version.
 */
export function coachingRoutes({ assessments, playbooks, callers }: { assessments: AssessmentService; playbooks: PlaybookService; callers: CallerResolver }): Router {
  const router = Router();

  router.get('/psychology-assessment', requireUser(callers), async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await assessments.latest(req.em, callerOfRequest(req).userId));
  });

  router.post('/psychology-assessment', requireUser(callers), async (req, res) => {
    res.status(201).json(await assessments.submit(req.em, callerOfRequest(req).userId, req.body));
  });

  router.get('/playbook', requireUser(callers), async (req, res) => {
    const active = await playbooks.active(req.em, callerOfRequest(req).userId);
    res.set('Cache-Control', 'no-store').json(active ? playbookJson(active) : null);
  });

  router.post('/playbook/generate', requireUser(callers), async (req, res) => {
    res.status(201).json(playbookJson(await playbooks.generate(req.em, callerOfRequest(req).userId)));
  });

  router.get('/playbook/:id', requireUser(callers), async (req, res) => {
    res.set('Cache-Control', 'no-store').json(playbookJson(await playbooks.byId(req.em, callerOfRequest(req).userId, playbookIdOf(req.params.id))));
  });
  return router;
}
