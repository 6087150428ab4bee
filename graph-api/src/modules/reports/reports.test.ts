import { EntityManager } from '@mikro-orm/core';
import type { ParsedMail } from 'mailparser';
import { PNG } from 'pngjs';
import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FakeSmtpServer } from '../../../test/fakes/fake-smtp-server';
import { signedUpBrowser } from '../../../test/support/accounts';
import { describeEachDatabase } from '../../../test/support/databases';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import { importDasDay } from '../../../test/support/trade-history';
import { Job } from '../../jobs/job.entity';
import { DAILY_SUMMARY_JOB, WEEKLY_REPORT_JOB } from './report-jobs';

/** Three New York losers of $300, $250 and $100 and one winner of $75 on Monday 2 March 2037. */
const MONDAY = [
  { time: '09:30:00', symbol: 'AAPL', side: 'B', price: '190', qty: 100 },
  { time: '09:40:00', symbol: 'AAPL', side: 'S', price: '187', qty: 100 },
  { time: '10:00:00', symbol: 'MSFT', side: 'B', price: '400', qty: 100 },
  { time: '10:10:00', symbol: 'MSFT', side: 'S', price: '397.5', qty: 100 },
  { time: '11:00:00', symbol: 'AMD', side: 'B', price: '100', qty: 100 },
  { time: '11:10:00', symbol: 'AMD', side: 'S', price: '99', qty: 100 },
  { time: '12:00:00', symbol: 'NVDA', side: 'B', price: '50', qty: 100 },
  { time: '12:10:00', symbol: 'NVDA', side: 'S', price: '50.75', qty: 100 },
] as const;
const WEEK_QUERY = 'query ($day: String!) { weeklyReport(day: $day) { title from to netPnl trades winners lines { label value } } }';

describeEachDatabase('daily summary and weekly report', (database) => {
  let testApp: TestApp;
  let smtp: FakeSmtpServer;
  beforeAll(async () => {
    smtp = await FakeSmtpServer.start();
    testApp = await startTestApp({ ...database.env, SMTP_URL: smtp.url, MAIL_FROM: 'Trading Journal <no-reply@journal.test>', PUBLIC_URL: 'https://journal.test' });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  const moveClockTo = (iso: string) => testApp.clock.advance(Date.parse(iso) - testApp.clock.now().getTime());
  const runDueJobs = async () => {
    const runner = testApp.services.jobs.runnerFor(testApp.orm);
    while ((await runner.poll()) > 0) await runner.idle();
    await runner.idle();
  };
  const jobsOf = (userId: number, kind: string) => testApp.orm.em.fork().find(Job, { userId, kind }, { orderBy: { runAt: 'asc' } });
  const settingsOf = (userId: number) => testApp.services.settings.get(testApp.orm.em.fork() as EntityManager, userId);
  /** A header as sent (mailparser folds List-* headers into its own shape), unfolded. */
  const headerOf = (mail: ParsedMail, name: string) => mail.headerLines.find(({ key }) => key === name)?.line.replace(/^[^:]+:\s*/, '').replace(/\r?\n\s+/g, '');
  // The reports only (signing up mails a verification link too).
  const mailsTo = (address: string) => smtp.received.filter(({ recipients, parsed }) => recipients.includes(address) && /^(Daily summary|Weekly report) /.test(parsed.subject ?? ''));

  it('mails one summary per user and period at Summary Time in their zone (none without trades), unsubscribes by token, refuses bad tokens', async () => {
    moveClockTo('2037-03-02T05:00:00.000Z');
    const trader = await signedUpBrowser(testApp, 'reporter');
    const quiet = await signedUpBrowser(testApp, 'quiet');
    for (const { browser } of [trader, quiet]) {
      const saved = await browser.graphql('mutation { updateSettings(input: { dailySummary: true }) { dailySummary weeklyReport notificationTime } }');
      expect(saved.errors).toBeUndefined();
      expect(saved.data).toEqual({ updateSettings: { dailySummary: true, weeklyReport: true, notificationTime: '17:00' } });
    }
    await importDasDay(trader.browser, '2037-03-02', MONDAY.map((fill) => ({ ...fill })), 'America/New_York');

    // The week's page: the dashboard's figures for the same trades (the sessions are used before the clock moves on).
    const page = (await trader.browser.graphql(WEEK_QUERY, { day: '2037-03-04' })).data as { weeklyReport: { netPnl: string; trades: number; winners: number; lines: Array<{ label: string; value: string }> } };
    const dashboard = (await trader.browser.get('/api/dashboard').expect(200)).body as { performance_stats: { total_pnl: number; total_trades: number; winners: number } };
    expect(Number(page.weeklyReport.netPnl)).toBe(dashboard.performance_stats.total_pnl);
    expect([page.weeklyReport.trades, page.weeklyReport.winners]).toEqual([dashboard.performance_stats.total_trades, dashboard.performance_stats.winners]);
    // Each trader sees only their own report.
    const other = (await quiet.browser.graphql(WEEK_QUERY, { day: '2037-03-04' })).data as { weeklyReport: { trades: number } };
    expect(other.weeklyReport.trades).toBe(0);
    expect((await trader.browser.graphql(WEEK_QUERY, { day: '2026-3-4' })).errors?.[0]?.message).toBe('day must be a date as YYYY-MM-DD.');

    // Every process may bring the schedules up to date, any number of times: one job per user and period.
    await testApp.services.jobs.bringSchedulesUpToDate(testApp.orm.em.fork());
    await testApp.services.jobs.bringSchedulesUpToDate(testApp.orm.em.fork());
    // 17:00 EST is 22:00 UTC; the week's report goes on Sunday 8 March, the day clocks go forward: 17:00 EDT is 21:00 UTC.
    expect((await jobsOf(trader.user.id, DAILY_SUMMARY_JOB)).map(({ runAt }) => runAt.toISOString())).toEqual(['2037-03-02T22:00:00.000Z']);
    expect((await jobsOf(trader.user.id, WEEKLY_REPORT_JOB)).map(({ runAt }) => runAt.toISOString())).toEqual(['2037-03-08T21:00:00.000Z']);

    moveClockTo('2037-03-02T21:59:00.000Z');
    await runDueJobs();
    expect(mailsTo(trader.account.email)).toHaveLength(0);
    moveClockTo('2037-03-02T22:00:01.000Z');
    await runDueJobs();
    const { parsed: daily } = await smtp.mailTo(trader.account.email, 'Daily summary for Mon, Mar 2, 2037: -$575.00');
    expect(daily.text).toContain('Net P&L: -$575.00\nTrades: 4\nWin rate: 25.0% (1 of 4 trades)\nBest trade: NVDA $75.00 (2037-03-02)\nWorst trade: AAPL -$300.00 (2037-03-02)');
    expect(daily.html).toContain('<th align="left" style="padding:6px 8px 6px 0;vertical-align:top">Net P&#38;L</th><td style="padding:6px 0">-$575.00</td>');
    expect(headerOf(daily, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // The period's own Message-ID, the same for a run taken up again after its process died.
    expect(daily.messageId).toBe(`<report-day-2037-03-02-u${trader.user.id}@${new URL(testApp.config.publicUrl).hostname}>`);
    // The quiet trader had no trade that day: no mail.
    expect(mailsTo(quiet.account.email)).toHaveLength(0);

    // The next days have no trades: their summaries are not sent. Then Sunday's weekly report, once.
    for (const day of ['03', '04', '05', '06', '07']) {
      await testApp.services.jobs.bringSchedulesUpToDate(testApp.orm.em.fork());
      moveClockTo(`2037-03-${day}T23:00:00.000Z`);
      await runDueJobs();
    }
    await testApp.services.jobs.bringSchedulesUpToDate(testApp.orm.em.fork());
    moveClockTo('2037-03-08T21:00:01.000Z');
    await runDueJobs();
    await testApp.services.jobs.bringSchedulesUpToDate(testApp.orm.em.fork());
    await runDueJobs();
    const { parsed: weekly } = await smtp.mailTo(trader.account.email, 'Weekly report for Mon, Mar 2, 2037 to Sun, Mar 8, 2037: -$575.00');
    expect(weekly.text).toContain('Previous four weeks: net P&L from $0.00 to $0.00 ($0.00, $0.00, $0.00, $0.00)');
    // The link into the app is the week's report page; the text part stays text (no image reference).
    expect(weekly.text).toContain('View this report in the app: https://journal.test/reports/weekly?week=2037-03-02');
    expect(weekly.text).not.toContain('cid:');
    // The equity curve is an inline PNG the HTML shows by its Content-ID, with the figures in its alt text.
    const [chart, ...otherAttachments] = weekly.attachments;
    expect(otherAttachments).toHaveLength(0);
    expect(chart).toMatchObject({ contentType: 'image/png', contentDisposition: 'inline', related: true });
    expect(weekly.html).toContain(`src="cid:${chart!.cid}"`);
    expect(weekly.html).toContain('alt="Equity curve: running net P&#38;L from $0.00 to -$575.00 over 4 trades (lowest -$650.00, highest $0.00)."');
    const png = PNG.sync.read(chart!.content);
    // A losing week: the red line starts high on the left (at zero) and ends lower on the right.
    const redRows = (fromX: number, toX: number) => {
      const rows: number[] = [];
      for (let x = fromX; x < toX; x += 1)
        for (let y = 0; y < png.height; y += 1) if (png.data[(png.width * y + x) * 4] === 185 && png.data[(png.width * y + x) * 4 + 1] === 28) rows.push(y);
      return rows.reduce((sum, row) => sum + row, 0) / rows.length;
    };
    expect(redRows(16, 40)).toBeLessThan(redRows(png.width - 40, png.width - 16));
    expect(mailsTo(trader.account.email).map(({ parsed }) => parsed.subject)).toEqual([
      'Daily summary for Mon, Mar 2, 2037: -$575.00',
      'Weekly report for Mon, Mar 2, 2037 to Sun, Mar 8, 2037: -$575.00',
    ]);
    expect(mailsTo(quiet.account.email)).toHaveLength(0);
    // A Summary Time moved later the same Sunday schedules another run: it sends nothing again.
    await testApp.services.settings.update(testApp.orm.em.fork(), trader.user.id, { notificationTime: '20:00' });
    await testApp.services.jobs.bringSchedulesUpToDate(testApp.orm.em.fork());
    expect((await jobsOf(trader.user.id, WEEKLY_REPORT_JOB)).map(({ runAt }) => runAt.toISOString())).toContain('2037-03-09T00:00:00.000Z');
    await testApp.services.jobs.bringSchedulesUpToDate(testApp.orm.em.fork());
    moveClockTo('2037-03-09T00:00:01.000Z');
    await runDueJobs();
    expect(mailsTo(trader.account.email)).toHaveLength(2);
    // The e-mail's figures are the page's, line for line.
    expect(page.weeklyReport.lines.map(({ label, value }) => `${label}: ${value}`).join('\n')).toBe(
      weekly.text!.split('\n').filter((line) => /^[A-Z][\w &]+: /.test(line) && !/^(View|Open|Your|Stop|Or) /.test(line)).join('\n'),
    );

    // One click, without signing in: the weekly report's link turns Weekly Report off, and only it.
    const link = /^<(.+)>$/.exec(String(headerOf(weekly, 'list-unsubscribe')))![1]!;
    const url = new URL(link);
    expect(url.origin).toBe('https://journal.test');
    const token = url.searchParams.get('token')!;
    const anonymous = () => request(testApp.app);
    const form = await anonymous().get(`${url.pathname}${url.search}`).expect(200);
    expect(form.text).toContain('Unsubscribe</button>');
    expect((await settingsOf(trader.user.id)).weeklyReport).toBe(true);

    // Bad tokens first: another user's id under this signature, a cut-off token, an expired one.
    const forged = token.replace(/^\d+\./, `${quiet.user.id}.`);
    const refusedForged = await anonymous().post(`${url.pathname}?token=${encodeURIComponent(forged)}`).type('form').send('List-Unsubscribe=One-Click').expect(400);
    expect(refusedForged.text).toContain('was not made by this journal. Nothing was changed.');
    await anonymous().post(`${url.pathname}?token=${encodeURIComponent(token.slice(0, -3))}`).type('form').send('List-Unsubscribe=One-Click').expect(400);
    expect(await settingsOf(quiet.user.id)).toMatchObject({ dailySummary: true, weeklyReport: true });
    expect(await settingsOf(trader.user.id)).toMatchObject({ dailySummary: true, weeklyReport: true });

    const done = await anonymous().post(`${url.pathname}${url.search}`).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(done.text).toContain('Weekly Report is now off.');
    expect(await settingsOf(trader.user.id)).toMatchObject({ dailySummary: true, weeklyReport: false });
    // The week's next report is no longer scheduled.
    await testApp.services.jobs.bringSchedulesUpToDate(testApp.orm.em.fork());
    expect((await jobsOf(trader.user.id, WEEKLY_REPORT_JOB)).filter(({ state }) => state === 'queued')).toHaveLength(0);

    const dailyLink = /^<(.+)>$/.exec(String(headerOf(daily, 'list-unsubscribe')))![1]!;
    testApp.clock.advance(61 * 86_400_000);
    const expired = await anonymous().post(new URL(dailyLink).pathname + new URL(dailyLink).search).type('form').send('List-Unsubscribe=One-Click').expect(400);
    expect(expired.text).toContain('has expired. Nothing was changed');
    expect((await settingsOf(trader.user.id)).dailySummary).toBe(true);
  });
});
