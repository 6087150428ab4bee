import { afterAll, beforeAll, expect, it } from 'vitest';
import { FakeSmtpServer } from '../../../test/fakes/fake-smtp-server';
import { type Browser, signedUpBrowser } from '../../../test/support/accounts';
import { describeEachDatabase } from '../../../test/support/databases';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import { importDasDay } from '../../../test/support/trade-history';
import { Job } from '../../jobs/job.entity';
import { LOSING_DAY } from './risk-rules.test-support';
import { RiskBreach } from './risk-rule.entity';
import { RISK_ALERT_MAIL_JOB } from './risk-alert-mails';

const SET = 'mutation ($rules: [RiskRuleInput!]!) { setRiskRules(rules: $rules) { id } }';


describeEachDatabase('risk alert e-mails', (database) => {
  let smtp: FakeSmtpServer;
  let testApp: TestApp;
  beforeAll(async () => {
    smtp = await FakeSmtpServer.start();
    testApp = await startTestApp({ ...database.env, SMTP_URL: smtp.url, PUBLIC_URL: 'https://journal.test' });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  const importLosingDay = async (browser: Browser, day: string) => {
    await importDasDay(browser, day, LOSING_DAY.map((fill) => ({ ...fill })), 'America/New_York');
    await testApp.services.riskRules.idle();
  };
  /** Runs every queued job (the server's runner does it in production) and waits for the mails. */
  const runJobs = async () => {
    const runner = testApp.services.jobs.runnerFor(testApp.orm);
    while ((await runner.poll()) > 0) await runner.idle();
    await runner.idle();
    await testApp.services.mailer.idle();
  };
  const alertsTo = (address: string) => smtp.received.filter(({ recipients, parsed }) => recipients.includes(address) && parsed.subject?.startsWith('Risk alert'));

  it('mails each broken rule once per day over SMTP, however often the breach is found again', async () => {
    const { browser, user, account } = await signedUpBrowser(testApp, 'mailed');
    await browser.graphql(SET, { rules: [{ kind: 'daily_loss', limit: '500', unit: 'usd' }, { kind: 'max_trades_per_day', limit: '2', unit: 'trades' }] });
    await importLosingDay(browser, '2026-03-02');
    await runJobs();

    const mails = alertsTo(account.email).map(({ parsed }) => [parsed.subject, parsed.text?.split('\n')[0]]).sort();
    expect(mails).toEqual([
      ['Risk alert: Daily loss limit broken', 'Net P&L -$650.00 against a limit of $500.00 on 2026-03-02 at 3:10 PM (3 trades).'],
      ['Risk alert: Maximum trades per day broken', '3 trades against a limit of 2 trades on 2026-03-02 at 4:10 PM (3 trades).'],
    ]);
    expect(alertsTo(account.email)[0]!.parsed.text).toContain('https://journal.test/history');

    // Found again (another process that had not seen the stored breach): the same rule and day is not mailed again.
    await testApp.orm.em.fork().nativeDelete(RiskBreach, { user: user.id });
    await testApp.services.riskRules.check(testApp.orm.em.fork(), user.id);
    await runJobs();
    expect(alertsTo(account.email)).toHaveLength(2);
    expect(await testApp.orm.em.fork().count(Job, { kind: RISK_ALERT_MAIL_JOB, userId: user.id })).toBe(2);

    // Another day broken is another mail, for each rule.
    await importLosingDay(browser, '2026-03-03');
    await runJobs();
    expect(alertsTo(account.email)).toHaveLength(4);
  });

  it('mails nothing while Risk Alerts is off, and nothing to another trader', async () => {
    const quiet = await signedUpBrowser(testApp, 'mailquiet');
    const bystander = await signedUpBrowser(testApp, 'bystander');
    await quiet.browser.graphql('mutation { updateSettings(input: { riskAlerts: false }) { riskAlerts } }');
    await quiet.browser.graphql(SET, { rules: [{ kind: 'daily_loss', limit: '100', unit: 'usd' }] });
    await importLosingDay(quiet.browser, '2026-03-02');
    await runJobs();
    expect(await testApp.orm.em.fork().count(RiskBreach, { user: quiet.user.id })).toBe(1);
    expect(alertsTo(quiet.account.email)).toHaveLength(0);
    expect(alertsTo(bystander.account.email)).toHaveLength(0);
    expect(await testApp.orm.em.fork().count(Job, { kind: RISK_ALERT_MAIL_JOB, userId: quiet.user.id })).toBe(0);
  });
});
