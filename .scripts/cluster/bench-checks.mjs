// The checks of `npm run bench:cluster` beyond the imports themselves
// (docs/deployment.md#the-fault-run-npm-run-benchcluster): sessions that outlive an API process,
// a rate limit that holds across the three processes, and scheduled jobs that each mail once
// although an API process dies while they run.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sqlOnNode } from './galera.mjs';
import { sleep } from './processes.mjs';

/** The week every importer has trades in (bench-traffic.mjs importDate: from Monday 1 January 2024), and its Sunday 17:00 in New York. */
const REPORT_WEEK = '2024-01-01';
const REPORT_SCHEDULED_FOR = '2024-01-07T22:00:00.000Z';
/** RATE_LIMIT_SIGN_IN_PER_ACCOUNT's default: wrong passwords an account takes in 15 minutes before it is refused. */
const SIGN_IN_LIMIT = 10;

/** Every trader's session cookie still answers, on every API process, the restarted one included. */
export async function checkSessions(traders, layout) {
  const problems = [];
  for (const trader of traders) {
    for (const api of layout.apis) {
      const response = await fetch(`http://127.0.0.1:${api.port}/api/auth/user`, { headers: { cookie: trader.cookie } });
      if (response.status !== 200) problems.push(`${trader.name}'s session answered ${response.status} on ${api.name}`);
    }
  }
  return { line: { name: 'cluster_sessions', sessions: traders.length, processes: layout.apis.length, refused: problems.length }, problems };
}

/**
 * Wrong passwords for one account, 3 × the limit at once, spread over the three API processes
 * straight (not through HAProxy): exactly the limit are answered 401, the rest 429, and then the
 * right password is refused too.
 */
export async function checkSignInLimit(trader, layout) {
  const attempts = Array.from({ length: SIGN_IN_LIMIT * 3 }, (_, i) => layout.apis[i % layout.apis.length]);
  const statuses = await Promise.all(attempts.map((api, i) => signIn(api, trader, `wrong password ${i}`)));
  const unauthorized = statuses.filter((status) => status === 401).length;
  const limited = statuses.filter((status) => status === 429).length;
  const rightPassword = await signIn(layout.apis[0], trader, trader.password);
  const problems = [];
  if (unauthorized !== SIGN_IN_LIMIT || limited !== attempts.length - SIGN_IN_LIMIT) {
    problems.push(`${attempts.length} wrong passwords over ${layout.apis.length} processes: ${unauthorized} answered 401 (expected ${SIGN_IN_LIMIT}), ${limited} answered 429, others ${JSON.stringify(statuses.filter((s) => s !== 401 && s !== 429))}`);
  }
  if (rightPassword !== 429) problems.push(`the right password after the limit answered ${rightPassword} (expected 429)`);
  return { line: { name: 'cluster_rate_limit', attempts: attempts.length, answered_401: unauthorized, answered_429: limited, limit: SIGN_IN_LIMIT }, problems };
}

async function signIn(api, trader, password) {
  const response = await fetch(`http://127.0.0.1:${api.port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${api.port}`, 'x-forwarded-for': trader.address },
    body: JSON.stringify({ usernameOrEmail: trader.username, password }),
  });
  await response.arrayBuffer();
  return response.status;
}

/**
 * Schedules each importer's Weekly Report for the first week of 2024 as the runner's own recurring
 * job would be (kind, user, `scheduledFor`), due at once, on the writer: the three API processes'
 * runners race for them while API 2 is about to be killed.
 */
export async function scheduleWeeklyReports(writer, traders) {
  const values = traders.map(
    (trader) => `('weekly-report', '{"scheduledFor":"${REPORT_SCHEDULED_FOR}"}', ${Number(trader.userId)}, 'queued', NOW(3), 0, 5, 'bench:weekly-report:${Number(trader.userId)}:${REPORT_WEEK}', NOW(3), NOW(3))`,
  );
  await sqlOnNode(writer, `INSERT INTO journal.job (kind, payload, user_id, state, run_at, attempts, max_attempts, idempotency_key, created_at, updated_at) VALUES ${values.join(', ')}`);
}

/**
 * Once those jobs are done (a job its dead process held is taken up when its lease ends): every one
 * succeeded, and each trader's report reached the outboxes of the three processes as one message
 * (one Message-ID; a second copy of it, from a run taken up again, is one a receiver drops).
 */
export async function checkWeeklyReports(writer, traders, layout, { timeoutMs = 150_000 } = {}) {
  const keys = traders.map((trader) => `'bench:weekly-report:${Number(trader.userId)}:${REPORT_WEEK}'`).join(',');
  const deadline = Date.now() + timeoutMs;
  let states = {};
  for (;;) {
    const rows = await sqlOnNode(writer, `SELECT state, COUNT(*) FROM journal.job WHERE idempotency_key IN (${keys}) GROUP BY state`);
    states = Object.fromEntries(rows.map(([state, n]) => [state, Number(n)]));
    if ((states.succeeded ?? 0) + (states.failed ?? 0) === traders.length || Date.now() > deadline) break;
    await sleep(2000);
  }
  const mails = await outboxMails(layout);
  const problems = [];
  if ((states.succeeded ?? 0) !== traders.length) problems.push(`weekly reports: ${JSON.stringify(states)} of ${traders.length} jobs (expected all succeeded)`);
  let copies = 0;
  for (const trader of traders) {
    const mine = mails.filter((mail) => mail.to === trader.email && mail.messageId?.startsWith('<report-week-'));
    const ids = new Set(mine.map((mail) => mail.messageId));
    copies += mine.length - ids.size;
    if (ids.size !== 1) problems.push(`${trader.name}'s weekly report: ${ids.size} distinct messages (expected 1)`);
  }
  const line = { name: 'cluster_jobs', jobs: traders.length, states, messages: traders.length - problems.length, second_copies: copies };
  return { line, problems };
}

/** To and Message-ID of every mail written to the three processes' outboxes. */
async function outboxMails(layout) {
  const mails = [];
  for (const api of layout.apis) {
    const folder = path.join(api.dir, 'outbox');
    const files = await readdir(folder).catch(() => []);
    for (const file of files.filter((name) => name.endsWith('.eml'))) {
      const head = (await readFile(path.join(folder, file), 'utf8')).split(/\r?\n\r?\n/)[0];
      const header = (name) => head.match(new RegExp(`^${name}: *(.*)$`, 'mi'))?.[1]?.trim();
      mails.push({ to: header('To'), messageId: header('Message-ID') });
    }
  }
  return mails;
}
