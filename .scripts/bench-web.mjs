// `npm run bench:web`: Lighthouse (performance and accessibility) on /, /sign-in and /dashboard, against
// the production build served as `npm start` serves it (a fresh SQLite data folder), in Debian's
// Chromium. Prints readable scores and one BENCH line per page and form factor (the median run).
//   BENCH_RUNS=3          runs per page (the median is reported, with the range)
//   BENCH_DESKTOP=1       also Lighthouse's desktop settings (mobile only by default)
//   BENCH_PAGES=/,/sign-in  only these pages
//   BENCH_REPORTS=dir     also writes each run's Lighthouse report (JSON) there, for its diagnostics
//   CHROMIUM_PATH         the browser (/usr/bin/chromium)
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { ROOT } from './builds.mjs';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS || 3));
const FORM_FACTORS = process.env.BENCH_DESKTOP ? ['mobile', 'desktop'] : ['mobile'];
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const REPORTS = process.env.BENCH_REPORTS;
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : ['/', '/sign-in', '/dashboard'];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `npm start`'s way: builds what is missing or stale, migrates a fresh SQLite database, serves. */
async function startServer(port, dataDir) {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn('node', [path.join('.scripts', 'start.mjs')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'error', PUBLIC_URL: origin },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((_resolve, reject) => server.once('exit', (code) => reject(new Error(`the server stopped (exit ${code})`))));
  const started = Date.now();
  while (Date.now() - started < 600_000) {
    const healthy = await fetch(`${origin}/api/health`).then((response) => response.ok, () => false);
    if (healthy) return { origin, server };
    await Promise.race([new Promise((resolve) => setTimeout(resolve, 500)), exited]);
  }
  server.kill('SIGTERM');
  throw new Error('the server did not answer /api/health within 10 minutes');
}

const sessionCookieOf = (response) => response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).find((cookie) => cookie.startsWith('tj_session='));

/**
 * A session for /dashboard: the demo journal's (Watch Demo), or, on a server without it, a new
 * account's (an empty journal, which says less about the dashboard's real cost).
 */
async function dashboardSession(origin) {
  const json = { 'Content-Type': 'application/json', Origin: origin };
  const demo = await fetch(`${origin}/api/demo/session`, { method: 'POST', headers: json, body: '{}' });
  if (demo.ok) return { cookie: sessionCookieOf(demo), visitor: 'the demo journal (POST /api/demo/session)' };
  if (demo.status !== 404) throw new Error(`POST /api/demo/session answered ${demo.status}: ${await demo.text()}`);
  const name = `bench${Date.now().toString(36)}`;
  const account = { username: name, email: `${name}@example.test`, password: 'bench-web-password', firstName: 'Bench', lastName: 'Web' };
  const registered = await fetch(`${origin}/api/auth/register`, { method: 'POST', headers: json, body: JSON.stringify(account) });
  if (!registered.ok) throw new Error(`POST /api/auth/register answered ${registered.status}: ${await registered.text()}`);
  return { cookie: sessionCookieOf(registered), visitor: 'a new account with no trades (no demo journal on this server: POST /api/demo/session answered 404)' };
}

const round = (value, digits = 0) => Number(value.toFixed(digits));

function summarise(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const performanceAudits = lhr.categories.performance.auditRefs.filter(({ weight }) => weight === 0).map(({ id }) => lhr.audits[id]);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    lcp_ms: round(audit('largest-contentful-paint')),
    fcp_ms: round(audit('first-contentful-paint')),
    tbt_ms: round(audit('total-blocking-time')),
    cls: round(audit('cumulative-layout-shift'), 4),
    // What costs the most, in Lighthouse's words: the opportunities and diagnostics that did not pass.
    limits: performanceAudits
      .filter((result) => result && result.score !== null && result.score < 0.9 && result.displayValue)
      .slice(0, 5)
      .map((result) => `${result.title}: ${result.displayValue}`),
    failedAccessibility: lhr.categories.accessibility.auditRefs
      .map(({ id }) => lhr.audits[id])
      .filter((result) => result.score !== null && result.score < 1)
      .map((result) => result.title),
  };
}

/**
 * One Lighthouse run. Its trace of a page load sometimes misses an event it needs (NO_NAVSTART,
 * NO_FCP) on a busy machine; such a run is done again, at most twice.
 */
async function lighthouseRun(url, flags, config) {
  for (let attempt = 1; ; attempt += 1) {
    const { lhr } = await lighthouse(url, flags, config);
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    console.warn(`${url}: ${lhr.runtimeError.code}, running it again`);
  }
}

function median(runs) {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tj-bench-web-'));
  const { origin, server } = await startServer(await freePort(), dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const session = await dashboardSession(origin);
    console.log(`\nLighthouse ${RUNS} run(s) per page on ${origin}; /dashboard as ${session.visitor}. Load average: ${loadavg().map((load) => load.toFixed(2)).join(' ')}\n`);
    for (const formFactor of FORM_FACTORS) {
      for (const pagePath of PAGES) {
        const runs = [];
        for (let run = 0; run < RUNS; run += 1) {
          const flags = {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            ...(pagePath === '/dashboard' ? { extraHeaders: { Cookie: session.cookie } } : {}),
          };
          const lhr = await lighthouseRun(`${origin}${pagePath}`, flags, formFactor === 'desktop' ? desktopConfig : undefined);
          if (REPORTS) {
            mkdirSync(REPORTS, { recursive: true });
            writeFileSync(path.join(REPORTS, `${formFactor}${pagePath.replaceAll('/', '_')}-${run + 1}.json`), JSON.stringify(lhr));
          }
          runs.push(summarise(lhr));
        }
        const typical = median(runs);
        const performances = runs.map(({ performance }) => performance);
        console.log(`${formFactor.padEnd(7)} ${pagePath.padEnd(10)} performance ${typical.performance} (runs ${performances.join(', ')}), accessibility ${typical.accessibility}, LCP ${typical.lcp_ms} ms, FCP ${typical.fcp_ms} ms, TBT ${typical.tbt_ms} ms, CLS ${typical.cls}`);
        for (const limit of typical.limits) console.log(`          ${limit}`);
        for (const title of typical.failedAccessibility) console.log(`          accessibility: ${title}`);
        const { limits: _limits, failedAccessibility: _failed, fcp_ms: _fcp, ...figures } = typical;
        console.log(`BENCH ${JSON.stringify({ name: 'lighthouse', path: pagePath, formFactor, ...figures, runs: RUNS, performance_min: Math.min(...performances), performance_max: Math.max(...performances) })}`);
      }
    }
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
