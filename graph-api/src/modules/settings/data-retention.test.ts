import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Browser, signedUpBrowser } from '../../../test/support/accounts';
import { describeEachDatabase } from '../../../test/support/databases';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import { importDasDay } from '../../../test/support/trade-history';
import { userRowCount } from '../../../test/support/user-rows';
import { runSql, selectRows } from '../../db/raw-sql';
import { User } from '../../infra/users';
import { Job } from '../../jobs/job.entity';

import { DATA_RETENTION_JOB, retentionCutoff } from './data-retention';

const DAY_MS = 86_400_000;
const UPDATE_SETTINGS = 'mutation ($input: UpdateSettingsInput!) { updateSettings(input: $input) { dataRetention } }';
const round = (time: string, exit: string) => [
  { time, symbol: 'AAPL', side: 'B' as const, price: '10', qty: 100 },
  { time: exit, symbol: 'AAPL', side: 'S' as const, price: '11', qty: 100 },
];

it('the cutoff is the choice in calendar months back; unlimited has none', () => {
  const now = new Date('2026-08-31T03:00:00.000Z');
  expect(retentionCutoff('6', now)?.toISOString()).toBe('2026-03-03T03:00:00.000Z');
  expect(retentionCutoff('12', now)?.toISOString()).toBe('2025-08-31T03:00:00.000Z');
  expect(retentionCutoff('24', now)?.toISOString()).toBe('2024-08-31T03:00:00.000Z');
  expect(retentionCutoff('unlimited', now)).toBeNull();
});

describeEachDatabase('data retention', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
  });
  afterAll(() => testApp.close());

  const em = () => testApp.orm.em.fork();
  const TABLES = ['notification', 'session', 'job', 'trade_import', 'trade', 'execution', 'trade_journal_entry', 'user_settings'] as const;
  type Rows = Record<(typeof TABLES)[number], number>;
  const rowsOf = async (userId: number) => Object.fromEntries(await Promise.all(TABLES.map(async (table) => [table, await userRowCount(testApp.orm, table, userId)] as const))) as Rows;

  /** A trader with a day of trades, a note, a refused import, a notification and finished jobs, all made now. */
  async function traderWithActivity(prefix: string, dataRetention: string | null) {
    const { browser, user } = await signedUpBrowser(testApp, prefix);
    // No Weekly Report: its next run would be a job of the trader's too, waiting beside the retention's.
    expect((await browser.graphql(UPDATE_SETTINGS, { input: { weeklyReport: false } })).data).toEqual({ updateSettings: { dataRetention: '12' } });
    if (dataRetention) expect((await browser.graphql(UPDATE_SETTINGS, { input: { dataRetention } })).data).toEqual({ updateSettings: { dataRetention } });
    await importDasDay(browser, '2026-01-05', [...round('14:00:00', '14:05:00'), ...round('15:00:00', '15:05:00')]);
    await testApp.services.insights.idle();
    await noteFirstTrade(browser);
    await browser.post('/api/csv-upload-v2').attach('file', Buffer.from('not,a,trade\n1,2,3\n'), 'junk.csv').field('platform', 'das_trader').field('tradeDate', '2026-01-05');
    await testApp.services.notifications.add(em(), user.id, [{ kind: 'insight', title: 'Old', text: 'Told long ago', link: '/insights', dedupeKey: `old:${user.id}` }]);
    // The import's warnings quote its lines; give the kept one some, as a file with odd rows would.
    await runSql(em(), `update trade_import set warnings = ? where user_id = ? and status = 'completed'`, [JSON.stringify(['Line 3: AAPL 100 @ 10 has no time']), user.id]);
    return user.id;
  }

  async function noteFirstTrade(browser: Browser) {
    const trades = await browser.graphql('{ trades(limit: 1) { id } }');
    const id = (trades.data as { trades: { id: string }[] }).trades[0]!.id;
    const saved = await browser.graphql('mutation ($id: ID!, $notes: String) { updateTradeJournal(tradeId: $id, input: { notes: $notes }) { id } }', { id, notes: 'kept forever' });
    expect(saved.errors).toBeUndefined();
  }

  it("removes each trader's activity records older than their own choice, and never their trades, fills or journal", async () => {
    const sixMonths = await traderWithActivity('six', '6');
    const unlimited = await traderWithActivity('forever', 'unlimited');
    const defaults = await traderWithActivity('twelve', null);
    const before = { sixMonths: await rowsOf(sixMonths), unlimited: await rowsOf(unlimited), defaults: await rowsOf(defaults) };
    expect(before.sixMonths).toMatchObject({ notification: 1, trade_import: 2, trade: 2 });
    expect(before.sixMonths.job).toBeGreaterThan(0);

    // Eight months on, a fresh notification for the six-month trader: newer than the cutoff, it stays.
    testApp.clock.advance(240 * DAY_MS);
    await testApp.services.notifications.add(em(), sixMonths, [{ kind: 'insight', title: 'New', text: 'Told today', link: '/insights', dedupeKey: 'new' }]);
    await testApp.services.jobs.bringSchedulesUpToDate(em());
    const scheduled = await em().find(Job, { kind: DATA_RETENTION_JOB, state: 'queued' });
    // Unlimited gets no run at all.
    expect(scheduled.map(({ userId }) => userId).sort()).toEqual([sixMonths, defaults].sort());

    testApp.clock.advance(DAY_MS);
    const runner = testApp.services.jobs.runnerFor(testApp.orm);
    while ((await runner.poll()) > 0) await runner.idle();
    expect((await em().find(Job, { kind: DATA_RETENTION_JOB })).map(({ state }) => state)).toEqual(['succeeded', 'succeeded']);

    const after = await rowsOf(sixMonths);
    // The old notification, the ended session, the finished jobs and the refused import are gone; the retention run itself is recorded.
    expect(after).toMatchObject({ notification: 1, session: 0, trade_import: 1, job: 1 });
    expect((await em().find(Job, { userId: sixMonths })).map(({ kind }) => kind)).toEqual([DATA_RETENTION_JOB]);
    // The trades, their fills, the journal and the settings are the trader's: untouched.
    expect({ trade: after.trade, execution: after.execution, trade_journal_entry: after.trade_journal_entry, user_settings: after.user_settings }).toEqual({
      trade: before.sixMonths.trade,
      execution: before.sixMonths.execution,
      trade_journal_entry: before.sixMonths.trade_journal_entry,
      user_settings: before.sixMonths.user_settings,
    });
    // The import that holds the fills stays, without the lines its messages quoted.
    const kept = await selectRows<{ status: string; warnings: unknown; errors: unknown }>(em(), 'select status, warnings, errors from trade_import where user_id = ?', [sixMonths]);
    const list = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as string[]) : (value as string[]));
    expect(kept.map(({ status, warnings, errors }) => ({ status, messages: [...list(warnings), ...list(errors)] }))).toEqual([{ status: 'completed', messages: [] }]);
    // The account and its last sign-in are the account, not activity.
    expect((await em().findOneOrFail(User, sixMonths)).lastLoginAt).not.toBeNull();

    // Unlimited keeps everything but its ended session's cookie; twelve months is not up yet for the default trader.
    expect(await rowsOf(unlimited)).toEqual(before.unlimited);
    expect(await rowsOf(defaults)).toEqual({ ...before.defaults, job: before.defaults.job + 1 });
  });
});
