// The traffic of `npm run bench:cluster` (docs/deployment.md#the-fault-run-npm-run-benchcluster): traders who import DAS
// Trader files and traders who read their dashboard, all through HAProxy, each request recorded.
import { randomBytes } from 'node:crypto';
import { sleep } from './processes.mjs';

/** One DAS Trader Pro Trades window export: `roundTrips` buys and sells, a second apart. */
export function dasFile(roundTrips) {
  const rows = ['Time,Symbol,Side,Price,Qty,Route,Broker,Account,Type,Cloid,P / L,'];
  for (let i = 0; i < roundTrips; i += 1) {
    const at = (second) => `10:${String(i).padStart(2, '0')}:${String(second).padStart(2, '0')}`;
    rows.push(`${at(0)},BNCH${i},B,10.00,100,SMRT,,TRIB1001,Margin,AUTO,0.00,`);
    rows.push(`${at(30)},BNCH${i},S,10.05,100,SMRT,,TRIB1001,Margin,AUTO,0.00,`);
  }
  return `${rows.join('\r\n')}\r\n`;
}

/** The trade date of a trader's i-th import: one day each, so each import's fills are found by their date. */
export function importDate(i) {
  return new Date(Date.UTC(2024, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
}

/** A client signed in through HAProxy, as one trader's browser; its address is its own for the rate limits. */
export class Trader {
  constructor(baseUrl, name) {
    this.baseUrl = baseUrl;
    this.name = name;
    this.cookie = '';
    this.address = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0] % 250)}`;
  }

  async request(path, init = {}, timeoutMs = 30_000) {
    const headers = { 'x-forwarded-for': this.address, origin: this.baseUrl, ...(this.cookie ? { cookie: this.cookie } : {}), ...init.headers };
    const response = await fetch(`${this.baseUrl}${path}`, { ...init, headers, signal: AbortSignal.timeout(timeoutMs) });
    const setCookie = response.headers.getSetCookie?.() ?? [];
    for (const line of setCookie) if (line.startsWith('tj_session=')) this.cookie = line.split(';')[0];
    return response;
  }

  async register() {
    this.username = `${this.name}_${randomBytes(4).toString('hex')}`;
    this.email = `${this.username}@example.test`;
    this.password = 'correct horse battery';
    const response = await this.request('/api/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: this.username, email: this.email, password: this.password }),
    });
    if (response.status !== 201) throw new Error(`Registering ${this.username} answered ${response.status}: ${await response.text()}`);
    this.userId = (await response.json()).user.id;
  }
}

/**
 * Sends one request and records `{ kind, at, ms, status }` (status 0: no answer, with the client's
 * error), and for a 503 whether it said when to come back (Retry-After); never throws.
 */
export async function recorded(log, kind, startedAt, send) {
  const begin = performance.now();
  let status = 0;
  let error;
  let retryAfter = null;
  try {
    const response = await send();
    status = response.status;
    retryAfter = response.headers.get('retry-after');
    await response.arrayBuffer();
  } catch (caught) {
    status = 0;
    error = describeFailure(caught);
  }
  const entry = { kind, at: (begin - startedAt) / 1000, ms: performance.now() - begin, status, ...(error ? { error } : {}), ...(status === 503 ? { retryAfter } : {}) };
  log.push(entry);
  return entry;
}

/** fetch's own message hides the socket's: `fetch failed` with the cause (`other side closed`, a timeout). */
function describeFailure(caught) {
  if (!(caught instanceof Error)) return String(caught);
  const cause = caught.cause instanceof Error ? `: ${caught.cause.code ?? ''} ${caught.cause.message}` : '';
  return `${caught.name} ${caught.message}${cause}`;
}

/** A trader importing one new file after another until `until()`; each import's date and answer kept. */
export async function importLoop(trader, log, startedAt, until, imports) {
  for (let i = 0; !until(); i += 1) {
    const date = importDate(i);
    const body = new FormData();
    body.append('file', new Blob([dasFile(3)], { type: 'text/csv' }), `${date}.csv`);
    body.append('platform', 'das_trader');
    body.append('tradeDate', date);
    body.append('timeZone', 'UTC');
    const entry = await recorded(log, 'import', startedAt, () => trader.request('/api/csv-upload-v2', { method: 'POST', body }, 60_000));
    imports.push({ userId: trader.userId, date, status: entry.status });
    await sleep(500);
  }
}

/** A trader reading their dashboard again and again until `until()`. */
export async function readLoop(trader, log, startedAt, until) {
  while (!until()) {
    await recorded(log, 'dashboard', startedAt, () => trader.request('/api/dashboard'));
    await sleep(200);
  }
}
