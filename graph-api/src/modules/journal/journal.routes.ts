import { Router } from 'express';
import { callerOfRequest, type CallerResolver, requireUser } from '../auth';
import type { DayJournalService } from './day-journal.service';
import { JournalError } from './journal.errors';
import { tagKindOrRefuse, type JournalTagService } from './journal-tag.service';
import type { JournalTag } from './journal-tag.entity';
import { tagIdOf } from './tag-id';

const refuse = (message: string) => new JournalError('validation_error', message);

function textOf(body: unknown, key: string): string {
  const value = (body as Record<string, unknown> | undefined)?.[key];
  if (typeof value !== 'string') throw refuse(`Send ${key} as text in a JSON object.`);
  return value;
}

/** Absent stays as it is; text replaces it. */
function optionalTextOf(body: unknown, key: string): string | undefined {
  const value = (body as Record<string, unknown> | undefined)?.[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw refuse(`${key} must be text.`);
  return value;
}

const tagJson = ({ id, kind, name }: JournalTag, tradeCount: number) => ({ id: String(id), kind, name, tradeCount });

/**
 * Tags: GET /api/journal/tags[?kind=setup|mistake], POST /api/journal/tags {kind, name} (find or
 * create), PATCH /api/journal/tags/:id {name}, POST /api/journal/tags/:id/merge {targetId},
 * DELETE /api/journal/tags/:id. Days: GET /api/journal/days?from=&to=, GET and PUT
 * /api/journal/days/:date {plan, review}.
 */
export function journalRoutes({ tags, days, callers }: { tags: JournalTagService; days: DayJournalService; callers: CallerResolver }): Router {
  const router = Router();
  const countOf = async (em: Parameters<JournalTagService['tradeCounts']>[0], tag: JournalTag) => (await tags.tradeCounts(em, [tag.id])).get(tag.id) ?? 0;

  router.get('/journal/tags', requireUser(callers), async (req, res) => {
    const kind = typeof req.query.kind === 'string' && req.query.kind ? tagKindOrRefuse(req.query.kind) : null;
    const listed = await tags.list(req.em, callerOfRequest(req).userId, kind);
    res.set('Cache-Control', 'no-store').json(listed.map(({ tag, tradeCount }) => tagJson(tag, tradeCount)));
  });

  router.post('/journal/tags', requireUser(callers), async (req, res) => {
    const tag = await tags.findOrCreate(req.em, callerOfRequest(req).userId, tagKindOrRefuse(textOf(req.body, 'kind')), textOf(req.body, 'name'));
    res.json(tagJson(tag, await countOf(req.em, tag)));
  });

  router.patch('/journal/tags/:id', requireUser(callers), async (req, res) => {
    const tag = await tags.rename(req.em, callerOfRequest(req).userId, tagIdOf(req.params.id), textOf(req.body, 'name'));
    res.json(tagJson(tag, await countOf(req.em, tag)));
  });

  router.post('/journal/tags/:id/merge', requireUser(callers), async (req, res) => {
    const targetId = tagIdOf((req.body as Record<string, unknown> | undefined)?.targetId);
    const tag = await tags.merge(req.em, callerOfRequest(req).userId, tagIdOf(req.params.id), targetId);
    res.json(tagJson(tag, await countOf(req.em.fork(), tag)));
  });

  router.delete('/journal/tags/:id', requireUser(callers), async (req, res) => {
    await tags.delete(req.em, callerOfRequest(req).userId, tagIdOf(req.params.id));
    res.status(204).end();
  });

  router.get('/journal/days', requireUser(callers), async (req, res) => {
    const { from, to } = req.query;
    if (typeof from !== 'string' || typeof to !== 'string') throw refuse('Give from and to, as YYYY-MM-DD dates.');
    res.set('Cache-Control', 'no-store').json(await days.list(req.em, callerOfRequest(req).userId, from, to));
  });

  router.get('/journal/days/:date', requireUser(callers), async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await days.get(req.em, callerOfRequest(req).userId, String(req.params.date)));
  });

  router.put('/journal/days/:date', requireUser(callers), async (req, res) => {
    const patch = { plan: optionalTextOf(req.body, 'plan'), review: optionalTextOf(req.body, 'review') };
    res.json(await days.save(req.em, callerOfRequest(req).userId, String(req.params.date), patch));
  });
  return router;
}
