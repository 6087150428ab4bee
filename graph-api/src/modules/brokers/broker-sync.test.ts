import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { alpacaFill, type FakeAlpaca, startFakeAlpaca } from '../../../test/fakes/fake-alpaca';
import { FakeIbkrFlex, flexTrade } from '../../../test/fakes/fake-ibkr-flex';
import { FakeSchwab } from '../../../test/fakes/fake-schwab';
import { type Browser, signedUpBrowser } from '../../../test/support/accounts';
import { describeEachDatabase } from '../../../test/support/databases';
import { outbox, recipientsOf } from '../../../test/support/mailbox';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import { runSql, selectRows } from '../../db/raw-sql';
import { Job } from '../../jobs/job.entity';
import type { JobRunner } from '../../jobs/job-runner';
import { nextSyncAt } from './broker-sync.schedule';

const ALPACA_KEY_ID = 'PKSYNC00000000000001';
const ALPACA_SECRET = 'alpaca-sync-secret-0001';
const IBKR_TOKEN = '271828182845904523536028';
const IBKR_QUERY_ID = '314159';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** One round trip a day, Monday 12 to Friday 16 July 2027 (after the real date: the test browser drops cookies that expired by the real clock): 10 bought at 14:00 UTC, sold at 15:00 UTC. */
const WEEK_DAYS = ['2027-07-12', '2027-07-13', '2027-07-14', '2027-07-15', '2027-07-16'];
const roundTrip = (day: string, symbol: string) => [
  alpacaFill({ symbol, side: 'buy', qty: '10', price: '100', at: `${day}T14:00:00Z` }),
  alpacaFill({ symbol, side: 'sell', qty: '10', price: '101', at: `${day}T15:00:00Z` }),
];
const WEEK_FILLS = WEEK_DAYS.flatMap((day) => roundTrip(day, 'AAPL'));

const BROKERS = `{ brokers { id connected sync { syncTime defaultTime lastSyncAt lastAttemptAt nextSyncAt tradesAdded lastError needsReconnect } } }`;
const SYNC_NOW = `mutation ($platform: String!) { syncNow(platform: $platform) { id sync { lastSyncAt tradesAdded lastError needsReconnect nextSyncAt } } }`;
const SET_TIME = `mutation ($platform: String!, $time: String!) { setBrokerSyncTime(platform: $platform, time: $time) { id sync { syncTime defaultTime nextSyncAt } } }`;
const AUTO_IMPORT = `mutation ($on: Boolean!) { updateSettings(input: { autoImport: $on }) { autoImport } }`;

describeEachDatabase('Auto-import: scheduled broker syncs', (database) => {
  let testApp: TestApp;
  let alpaca: FakeAlpaca;
  let ibkr: FakeIbkrFlex;
  let schwab: FakeSchwab;
  let runner: JobRunner;
  beforeAll(async () => {
    alpaca = await startFakeAlpaca({ keyId: ALPACA_KEY_ID, secretKey: ALPACA_SECRET, activities: [] });
    ibkr = await FakeIbkrFlex.start({ token: IBKR_TOKEN, queryId: IBKR_QUERY_ID, trades: [] });
    schwab = await FakeSchwab.start([{ accountNumber: '12345678', transactions: [] }]);
    testApp = await startTestApp({ ...database.env, ALPACA_BASE_URLS: alpaca.url, ...ibkr.env, ...schwab.env, BROKER_TIMEOUT_MS: '1000' });
    runner = testApp.services.jobs.runnerFor(testApp.orm, { concurrency: 4 });
  });
  afterAll(async () => {
    await testApp?.close();
    await Promise.all([alpaca?.close(), ibkr?.close(), schwab?.close()]);
  });
  afterEach(async () => {
    // Each test's schedules are its own: runs left queued would fall due on the next test's clock.
    await runSql(testApp.orm.em.fork(), 'delete from job');
    alpaca.setActivities([]);
    alpaca.delayAnswers(0);
    ibkr.setTrades([]);
    ibkr.answerStatementWith(null);
  });

  const em = () => testApp.orm.em.fork();
  const setClock = (iso: string) => testApp.clock.advance(Date.parse(iso) - testApp.clock.now().getTime());
  /** What every API process does each minute, then one look for due jobs by a runner, waiting for them. */
  const tick = async () => {
    await testApp.services.jobs.bringSchedulesUpToDate(em());
    await runDue();
  };
  /** Looks again until nothing due is left: one look claims only what the runner has free slots for. */
  const runDue = async () => {
    while ((await runner.poll()) > 0) await runner.idle();
    await runner.idle();
  };
  const syncOf = async (browser: Browser, platform: string) => {
    const answer = await browser.graphql(BROKERS);
    expect(answer.errors?.map((error) => error.message)).toBeUndefined();
    return (answer.data!.brokers as Array<{ id: string; sync: Record<string, unknown> | null }>).find((broker) => broker.id === platform)!.sync;
  };
  const fillsOf = async (userId: number) =>
    Number(
      (await selectRows<{ n: number }>(em(), 'select count(*) as n from execution e join account_instrument ai on ai.id = e.account_instrument_id where ai.user_id = ?', [userId]))[0]!.n,
    );
  const tradesOf = async (browser: Browser) => ((await browser.get('/api/trades?limit=1000').expect(200)).body as unknown[]).length;
  /** Connected the usual way: one import with credentials, of a day with no fills. */
  const connectAlpaca = async (browser: Browser) =>
    browser
      .post('/api/import-trades', { platform: 'alpaca', method: 'api', credentials: { apiKey: ALPACA_KEY_ID, secretKey: ALPACA_SECRET }, start_date: '2027-07-01T00:00:00Z', end_date: '2027-07-02T00:00:00Z' })
      .expect((response) => expect(response.body).toMatchObject({ success: true }));
  const connectIbkr = async (browser: Browser) =>
    browser
      .post('/api/import-trades', { platform: 'interactive_brokers', method: 'api', credentials: { apiKey: IBKR_QUERY_ID, token: IBKR_TOKEN }, start_date: '2027-07-01T00:00:00Z', end_date: '2027-07-02T00:00:00Z' })
      .expect((response) => expect(response.body).toMatchObject({ success: true }));
  /** Connect → Schwab's consent (the fake grants it at once) → the callback. */
  const connectSchwab = async (browser: Browser) => {
    const toSchwab = await browser.get('/api/brokers/schwab/connect').expect(303);
    const backToApp = new URL((await fetch(toSchwab.headers.location as string, { redirect: 'manual' })).headers.get('location') ?? '');
    await browser.get(`${backToApp.pathname}${backToApp.search}`).expect(303);
  };
  const autoImport = async (browser: Browser, on: boolean) => expect((await browser.graphql(AUTO_IMPORT, { on })).errors).toBeUndefined();

  it('a week of daily syncs after the US close stores each fill once, a late-reported fill included', async () => {
    setClock('2027-07-12T12:00:00.000Z');
    const { browser, user } = await signedUpBrowser(testApp, 'weeksync');
    await connectAlpaca(browser);
    expect(await syncOf(browser, 'alpaca')).toMatchObject({ syncTime: '18:00', defaultTime: true, nextSyncAt: null, lastSyncAt: null });
    await tick();
    expect(await em().count(Job, { kind: 'brokers.sync' })).toBe(0);

    await autoImport(browser, true);
    alpaca.setActivities(WEEK_FILLS);
    await tick();
    // The next trading day's run at 18:00 New York (22:00 UTC in July): one job per connection, its next run.
    const queued = await em().find(Job, { kind: 'brokers.sync', userId: user.id }, { orderBy: { runAt: 'asc' } });
    expect(queued.map((job) => job.runAt.toISOString())).toEqual([`${WEEK_DAYS[0]}T22:00:00.000Z`]);
    expect(queued[0]!.idempotencyKey).toMatch(new RegExp(`^brokers\\.sync@${user.id}/\\d+@2027-07-12T22:00:00\\.000Z$`));
    expect((await syncOf(browser, 'alpaca'))!.nextSyncAt).toBe('2027-07-12T22:00:00.000Z');

    const added: number[] = [];
    for (let day = 0; day < 7; day += 1) {
      setClock(new Date(Date.parse('2027-07-12T22:30:00.000Z') + day * DAY).toISOString());
      // Wednesday: Alpaca now reports a fill of Tuesday it had not listed (within the overlap).
      if (day === 2) alpaca.setActivities([...WEEK_FILLS, ...roundTrip('2027-07-13', 'MSFT')]);
      await tick();
      added.push(((await syncOf(browser, 'alpaca'))!.tradesAdded as number) ?? 0);
    }
    // Saturday and Sunday run nothing: the Friday figure stays.
    expect(added).toEqual([1, 1, 2, 1, 1, 1, 1]);
    expect(await fillsOf(user.id)).toBe(WEEK_FILLS.length + 2);
    expect(await tradesOf(browser)).toBe(6);
    expect(await syncOf(browser, 'alpaca')).toMatchObject({ lastSyncAt: '2027-07-16T22:30:00.000Z', lastError: null, needsReconnect: false, nextSyncAt: '2027-07-19T22:00:00.000Z' });
    expect(await em().count(Job, { kind: 'brokers.sync', userId: user.id, state: 'succeeded' })).toBe(5);

    // Sync now, at once: the overlap's fills are all known, nothing is added twice.
    const now = await browser.graphql(SYNC_NOW, { platform: 'alpaca' });
    expect(now.errors).toBeUndefined();
    expect(now.data!.syncNow).toMatchObject({ sync: { tradesAdded: 0, lastError: null } });
    expect(await fillsOf(user.id)).toBe(WEEK_FILLS.length + 2);
  });

  it('skips US exchange holidays: no sync on Thanksgiving, Good Friday or an observed Independence Day', async () => {
    setClock('2026-11-25T23:30:00.000Z'); // Wednesday, after its 18:00 Eastern sync
    const { browser, user } = await signedUpBrowser(testApp, 'holidaysync');
    await connectAlpaca(browser);
    await autoImport(browser, true);
    await tick();
    expect((await syncOf(browser, 'alpaca'))!.nextSyncAt).toBe('2026-11-27T23:00:00.000Z');
    expect((await em().find(Job, { kind: 'brokers.sync', userId: user.id, state: 'queued' })).map((job) => job.runAt.toISOString())).toEqual(['2026-11-27T23:00:00.000Z']);
    // Thursday before Good Friday 2027, after its sync; and a Friday before 4 July on a Sunday (Monday closed).
    expect(nextSyncAt(null, 'America/New_York', new Date('2027-03-25T23:00:00.000Z')).toISOString()).toBe('2027-03-29T22:00:00.000Z');
    expect(nextSyncAt('16:30', 'America/New_York', new Date('2027-07-02T23:00:00.000Z')).toISOString()).toBe('2027-07-06T20:30:00.000Z');
  });

  it('syncs at the time chosen per connection, in the trader’s zone; refuses a time that is not one', async () => {
    setClock('2027-07-12T12:00:00.000Z');
    const { browser, user } = await signedUpBrowser(testApp, 'synctime');
    await connectAlpaca(browser);
    await autoImport(browser, true);
    const moved = await browser.graphql(SET_TIME, { platform: 'alpaca', time: '20:15' });
    expect(moved.data!.setBrokerSyncTime).toMatchObject({ sync: { syncTime: '20:15', defaultTime: false, nextSyncAt: '2027-07-13T00:15:00.000Z' } });
    await tick();
    expect((await em().find(Job, { kind: 'brokers.sync', userId: user.id }, { orderBy: { runAt: 'asc' } }))[0]!.runAt.toISOString()).toBe('2027-07-13T00:15:00.000Z');
    const refused = await browser.graphql(SET_TIME, { platform: 'alpaca', time: '25:00' });
    expect(refused.errors?.[0]?.message).toBe('Sync time "25:00" is not a time of day as HH:MM (00:00 to 23:59).');
    expect((await syncOf(browser, 'alpaca'))!.syncTime).toBe('20:15');
    const notConnected = await browser.graphql(SYNC_NOW, { platform: 'schwab' });
    expect(notConnected.errors?.[0]?.message).toContain('Charles Schwab is not connected');
    // Another trader sees nothing of it, and cannot move or sync it.
    const other = await signedUpBrowser(testApp, 'synctimeother');
    expect(await syncOf(other.browser, 'alpaca')).toBeNull();
    expect((await other.browser.graphql(SET_TIME, { platform: 'alpaca', time: '19:00' })).errors?.[0]?.message).toContain('Alpaca is not connected');
    expect((await syncOf(browser, 'alpaca'))!.syncTime).toBe('20:15');
  });

  it('a timeout is retried by the runner after a backoff, not in a loop; the error is shown in words until a sync succeeds', async () => {
    setClock('2027-07-12T12:00:00.000Z');
    const { browser, user } = await signedUpBrowser(testApp, 'synctimeout');
    await connectAlpaca(browser);
    await autoImport(browser, true);
    alpaca.setActivities(roundTrip('2027-07-12', 'AAPL'));
    await tick();
    alpaca.delayAnswers(1500);
    setClock('2027-07-12T22:00:00.000Z');
    await tick();
    const job = await em().findOneOrFail(Job, { kind: 'brokers.sync', userId: user.id, attempts: { $gt: 0 } });
    expect(job).toMatchObject({ state: 'queued', attempts: 1 });
    // The runner's backoff: between half and all of 10 s, never at once.
    const wait = job.runAt.getTime() - Date.parse('2027-07-12T22:00:00.000Z');
    expect(wait).toBeGreaterThanOrEqual(5000);
    expect(wait).toBeLessThanOrEqual(10_000);
    expect((await syncOf(browser, 'alpaca'))!.lastError).toBe('Alpaca did not answer within 1 seconds. Please try again later.');
    await runDue();
    expect((await em().findOneOrFail(Job, { id: job.id })).attempts).toBe(1);

    alpaca.delayAnswers(0);
    testApp.clock.advance(10_000);
    await runDue();
    expect(await em().findOneOrFail(Job, { id: job.id })).toMatchObject({ state: 'succeeded', attempts: 2 });
    expect(await syncOf(browser, 'alpaca')).toMatchObject({ lastError: null, tradesAdded: 1 });
    expect(await fillsOf(user.id)).toBe(2);
  });

  it('a broker answering garbage stores nothing and records the error, without retrying', async () => {
    setClock('2027-07-12T12:00:00.000Z');
    const { browser, user } = await signedUpBrowser(testApp, 'syncgarbage');
    ibkr.setTrades([flexTrade({ symbol: 'AAPL', buySell: 'BUY', quantity: '100', tradePrice: '190.25', dateTime: '20270712;093105' })]);
    await connectIbkr(browser);
    await autoImport(browser, true);
    await tick();
    ibkr.answerStatementWith('<FlexQueryResponse><FlexStatements><FlexStatement><Trades><Trade symbol=');
    setClock('2027-07-12T22:00:00.000Z');
    await tick();
    expect(await em().findOneOrFail(Job, { kind: 'brokers.sync', userId: user.id, runAt: new Date('2027-07-12T22:00:00.000Z') })).toMatchObject({ state: 'succeeded', attempts: 1 });
    const sync = await syncOf(browser, 'interactive_brokers');
    expect(sync).toMatchObject({ lastSyncAt: null, lastAttemptAt: '2027-07-12T22:00:00.000Z', needsReconnect: false });
    expect(sync!.lastError).toMatch(/sent an answer that could not be read/);
    expect(await fillsOf(user.id)).toBe(0);
  });

  it('a revoked token stops that connection and tells the trader how to reconnect once, not daily; reconnecting resumes', async () => {
    setClock('2027-07-12T12:00:00.000Z');
    const { browser, user } = await signedUpBrowser(testApp, 'syncrevoked');
    await connectIbkr(browser);
    await connectAlpaca(browser);
    await autoImport(browser, true);
    await tick();
    ibkr.expireToken();
    setClock('2027-07-12T22:00:00.000Z');
    await tick();
    const ibkrSync = await syncOf(browser, 'interactive_brokers');
    expect(ibkrSync).toMatchObject({ needsReconnect: true, nextSyncAt: null });
    expect(ibkrSync!.lastError).toContain('Your IBKR Flex Web Service token has expired.');
    expect(ibkrSync!.lastError).toContain('create a new Flex Web Service token');
    // Alpaca goes on.
    expect(await syncOf(browser, 'alpaca')).toMatchObject({ needsReconnect: false, lastError: null, lastSyncAt: '2027-07-12T22:00:00.000Z' });

    // Tuesday and Wednesday: no further sync of IBKR, no further notification or e-mail.
    const ibkrRequests = ibkr.requests.length;
    for (const day of ['2027-07-13T22:00:00.000Z', '2027-07-14T22:00:00.000Z']) {
      setClock(day);
      await tick();
    }
    expect(ibkr.requests.length).toBe(ibkrRequests);
    expect((await syncOf(browser, 'alpaca'))!.lastSyncAt).toBe('2027-07-14T22:00:00.000Z');
    const notices = ((await browser.graphql('{ notifications { items { kind title text link } } }')).data!.notifications as { items: Array<Record<string, string>> }).items;
    expect(notices.filter((notice) => notice.kind === 'BROKER_SYNC')).toEqual([
      { kind: 'BROKER_SYNC', title: 'Interactive Brokers auto-import stopped', text: expect.stringContaining('import once with it'), link: '/import?broker=interactive_brokers' },
    ]);
    const mails = (await outbox(testApp)).filter((mail) => recipientsOf(mail).includes(user.email) && mail.subject?.includes('auto-import stopped'));
    expect(mails.map((mail) => mail.subject)).toEqual(['Interactive Brokers auto-import stopped: please reconnect']);
    expect(mails[0]!.text).toContain('/import?broker=interactive_brokers');

    // Reconnecting stores new access (as an import with a new token does): the stop is lifted and the next trading day is scheduled.
    await testApp.services.brokerConnections.save(em(), user.id, 'interactive_brokers', { platform: 'interactive_brokers', token: 'a-new-token', queryId: IBKR_QUERY_ID });
    expect(await syncOf(browser, 'interactive_brokers')).toMatchObject({ needsReconnect: false, lastError: null, nextSyncAt: '2027-07-15T22:00:00.000Z' });
  });

  it('a Schwab authorization past its 7 days stops that sync before any call, and says to Connect again', async () => {
    setClock('2027-07-12T12:00:00.000Z');
    const { browser, user } = await signedUpBrowser(testApp, 'syncschwab');
    await connectSchwab(browser);
    await autoImport(browser, true);
    // Eight days on: the refresh token Schwab granted lasts seven.
    setClock('2027-07-20T12:00:00.000Z');
    await tick();
    setClock('2027-07-20T22:00:00.000Z');
    await tick();
    // The session of eight days ago has ended too.
    await browser.signIn(user.username).expect(200);
    const sync = await syncOf(browser, 'schwab');
    expect(sync).toMatchObject({ needsReconnect: true, nextSyncAt: null, lastSyncAt: null });
    expect(sync!.lastError).toBe(
      'The Charles Schwab authorization has expired (Schwab allows 7 days). Auto-import of Charles Schwab is paused: open Import Trades, API tab, and press Connect to authorize it again.',
    );
    const notices = ((await browser.graphql('{ notifications { items { kind link } } }')).data!.notifications as { items: Array<Record<string, string>> }).items;
    expect(notices).toEqual([{ kind: 'BROKER_SYNC', link: '/import?broker=schwab' }]);
    expect(await fillsOf(user.id)).toBe(0);
    // Connecting again lifts the stop.
    await connectSchwab(browser);
    expect(await syncOf(browser, 'schwab')).toMatchObject({ needsReconnect: false, lastError: null, nextSyncAt: '2027-07-21T22:00:00.000Z' });
  });
});
