import { type Request, Router } from 'express';
import { callerOfRequest, type CallerResolver, requireUser } from '../auth';
import { type BulkTagAction, tagIdOf } from '../journal';
import { journalFilterQueryOf } from './filter/journal-filter';
import { tradeHistoryFilterOf } from './history/trade-history-filter';
import { streamText } from './history/stream-text';
import { tradeSortOf } from './history/trade-sort';
import { limitOf } from './trade-limit';
import { TradeError, tradeNotFound } from './trade.errors';
import { tradeFields, type TradeJournalUpdate, type TradeService } from './trade.service';

/** The history filter from the query string: the filter bar's (period, from, to, account, platform, symbol, side, tagIds comma-separated, tagMatch) and search, filter, importId, unreconciled. */
const filterOf = (req: Request) => {
  const { search, filter, importId, unreconciled, ...bar } = req.query;
  return tradeHistoryFilterOf({ ...journalFilterQueryOf(bar), search, filter, importId, unreconciledOnly: unreconciled });
};

const tradeIdOf = (raw: unknown) => {
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) throw tradeNotFound();
  return Number(raw);
};

const refuse = (message: string) => new TradeError('validation_error', message);

/** A JSON body's notes, tagIds and stopPrice: absent stays as it is, null clears. */
function journalUpdateOf(body: unknown): TradeJournalUpdate {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw refuse('Send a JSON object with notes, tagIds or stopPrice.');
  const { notes, tagIds, stopPrice } = body as Record<string, unknown>;
  if (notes !== undefined && notes !== null && typeof notes !== 'string') throw refuse('notes must be text.');
  if (tagIds !== undefined && tagIds !== null && !Array.isArray(tagIds)) throw refuse('tagIds must be a list of tag ids.');
  if (stopPrice !== undefined && stopPrice !== null && typeof stopPrice !== 'string' && typeof stopPrice !== 'number') throw refuse('stopPrice must be a price.');
  return {
    notes: notes as string | null | undefined,
    tagIds: Array.isArray(tagIds) ? tagIds.map(tagIdOf) : (tagIds as null | undefined),
    stopPrice: typeof stopPrice === 'number' ? String(stopPrice) : (stopPrice as string | null | undefined),
  };
}

/** A bulk tag edit's body: {tradeIds: [...], tagId, action: "add" | "remove"}. */
function bulkTagOf(body: unknown): { tradeIds: number[]; tagId: number; action: BulkTagAction } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw refuse('Send a JSON object with tradeIds, tagId and action.');
  const { tradeIds, tagId, action } = body as Record<string, unknown>;
  if (!Array.isArray(tradeIds)) throw refuse('tradeIds must be a list of trade ids.');
  if (action !== 'add' && action !== 'remove') throw refuse('action must be "add" or "remove".');
  return { tradeIds: tradeIds.map((id) => tradeIdOf(typeof id === 'number' ? String(id) : id)), tagId: tagIdOf(tagId), action };
}

/**
 * GET /api/trades?limit=n (default 50) and the history's filters: the caller's trades, newest first
 * or by `sort` (entry_time, exit_time, symbol, side, quantity, pnl, r, hold_time) and `direction`
 * (asc, desc) (header X-Next-Cursor, passed back as `after` with the same sort, when there are more). GET /api/trades/summary and
 * /api/trades/export.csv take the same filters; PATCH /api/trades/:id and PUT /api/trades/:id/notes
 * write the trade's journal. GET /api/trades/filter-choices: the caller's accounts and platforms (docs/filter-bar.md).
 */
export function tradesRoutes({ trades, callers }: { trades: TradeService; callers: CallerResolver }): Router {
  const router = Router();
  router.get('/trades', requireUser(callers), async (req, res) => {
    const after = typeof req.query.after === 'string' && req.query.after ? req.query.after : null;
    const sort = tradeSortOf(req.query.sort, req.query.direction);
    const page = await trades.page(req.em, callerOfRequest(req).userId, filterOf(req), { first: limitOf(req.query.limit), after, sort });
    if (page.hasNextPage && page.endCursor) res.set('X-Next-Cursor', page.endCursor);
    res.set('Cache-Control', 'no-store').json(page.trades.map(({ trade, journal }) => tradeFields(trade, journal)));
  });

  router.get('/trades/summary', requireUser(callers), async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await trades.summary(req.em, callerOfRequest(req).userId, filterOf(req)));
  });

  router.get('/trades/export.csv', requireUser(callers), async (req, res) => {
    const filter = filterOf(req);
    const { userId } = callerOfRequest(req);
    const chunks = trades.exportCsv(req.em, userId, filter);
    // The first chunk is read before anything is sent, so a refusal still answers as JSON.
    const first = await chunks.next();
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename=trades-${new Date().toISOString().slice(0, 10)}.csv`,
      'Cache-Control': 'no-store',
    });
    await streamText(res, first, chunks);
  });

  router.get('/trades/filter-choices', requireUser(callers), async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await trades.filterChoices(req.em, callerOfRequest(req).userId));
  });

  router.post('/trades/bulk-tag', requireUser(callers), async (req, res) => {
    const { tradeIds, tagId, action } = bulkTagOf(req.body);
    const tagged = await trades.bulkTag(req.em, callerOfRequest(req).userId, tradeIds, tagId, action);
    res.json(tagged.map(({ trade, journal }) => tradeFields(trade, journal)));
  });

  router.get('/trades/:id', requireUser(callers), async (req, res) => {
    const { trade, journal } = await trades.find(req.em, callerOfRequest(req).userId, tradeIdOf(req.params.id));
    res.set('Cache-Control', 'no-store').json(tradeFields(trade, journal));
  });

  router.patch('/trades/:id', requireUser(callers), async (req, res) => {
    const { trade, journal } = await trades.updateJournal(req.em, callerOfRequest(req).userId, tradeIdOf(req.params.id), journalUpdateOf(req.body));
    res.json(tradeFields(trade, journal));
  });

  router.put('/trades/:id/notes', requireUser(callers), async (req, res) => {
    const { notes } = (req.body ?? {}) as { notes?: unknown };
    if (typeof notes !== 'string') throw refuse('Send the notes as {"notes": "…"}.');
    const { trade, journal } = await trades.updateJournal(req.em, callerOfRequest(req).userId, tradeIdOf(req.params.id), { notes });
    res.json(tradeFields(trade, journal));
  });
  return router;
}
