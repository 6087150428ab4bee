import { Router, urlencoded } from 'express';
import type { ReportsService, UnsubscribeOutcome } from './reports.service';
import { SWITCH_NAMES } from './reports.service';
import { UNSUBSCRIBE_PATH } from './unsubscribe-token';

const PROBLEMS: Record<Exclude<UnsubscribeOutcome, { done: true }>['problem'], string> = {
  malformed: 'This unsubscribe link is not complete or not valid. Nothing was changed.',
  forged: 'This unsubscribe link was not made by this journal. Nothing was changed.',
  expired: 'This unsubscribe link has expired. Nothing was changed: turn the e-mail off in Settings.',
  'unknown-user': 'This unsubscribe link is for an account that no longer exists. Nothing was changed.',
};

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body style="font-family:Arial,sans-serif;max-width:560px;margin:32px auto;padding:0 16px;font-size:16px">${body}</body></html>`;

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * /api/reports/unsubscribe (RFC 8058): a POST (the mail client's one click, or the page's button)
 * turns the switch off without signing in; a GET only shows the button, because mail scanners
 * follow links and must not unsubscribe anyone.
 */
export function reportsRoutes(reports: ReportsService): Router {
  const router = Router();
  router.get(UNSUBSCRIBE_PATH, (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    res
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(
        page(
          'Unsubscribe',
          `<h1 style="font-size:20px">Stop this e-mail?</h1><form method="post"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit" style="font-size:16px;padding:10px 16px">Unsubscribe</button></form>`,
        ),
      );
  });
  router.post(UNSUBSCRIBE_PATH, urlencoded({ extended: false, limit: '4kb' }), async (req, res) => {
    const fromBody = (req.body as Record<string, unknown> | undefined)?.token;
    const token = typeof req.query.token === 'string' ? req.query.token : typeof fromBody === 'string' ? fromBody : '';
    const outcome = await reports.unsubscribe(req.em, token);
    res.set('Cache-Control', 'no-store');
    if (!outcome.done) {
      res.status(400).type('html').send(page('Not unsubscribed', `<h1 style="font-size:20px">Not unsubscribed</h1><p>${PROBLEMS[outcome.problem]}</p>`));
      return;
    }
    const name = SWITCH_NAMES[outcome.setting];
    res.type('html').send(page('Unsubscribed', `<h1 style="font-size:20px">Unsubscribed</h1><p>${name} is now off. You can turn it on again in Settings.</p>`));
  });
  return router;
}
