import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Browser, signedUpBrowser } from '../../test/support/accounts';
import { describeEachDatabase } from '../../test/support/databases';
import { startTestApp, type TestApp } from '../../test/support/test-app';
import { importDasDay, losingTslaDay } from '../../test/support/trade-history';
import { userRowCount } from '../../test/support/user-rows';
import { Job } from '../jobs/job.entity';
import { NIGHTLY_ANALYSIS_JOB } from './nightly-analysis';

const DAY_MS = 86_400_000;
const DAYS = ['2026-01-05', '2026-01-06', '2026-01-07'];
const SET_RULES = 'mutation ($rules: [RiskRuleInput!]!) { setRiskRules(rules: $rules) { id } }';
const RULES = '{ riskRules { kind breachesLast30Days } }';


describeEachDatabase('Real-time analysis', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
  });
  afterAll(() => testApp.close());

  const counts = async (userId: number) => ({
    insights: await userRowCount(testApp.orm, 'insight', userId),
    breaches: await userRowCount(testApp.orm, 'risk_breach', userId),
    notifications: await userRowCount(testApp.orm, 'notification', userId),
  });

  async function traderImporting(prefix: string, realTimeAnalysis: boolean): Promise<{ browser: Browser; userId: number }> {
    const { browser, user } = await signedUpBrowser(testApp, prefix);
    const saved = await browser.graphql('mutation ($on: Boolean) { updateSettings(input: { realTimeAnalysis: $on }) { realTimeAnalysis } }', { on: realTimeAnalysis });
    expect(saved.data).toEqual({ updateSettings: { realTimeAnalysis } });
    expect((await browser.graphql(SET_RULES, { rules: [{ kind: 'max_trades_per_day', limit: '5', unit: 'trades' }] })).errors).toBeUndefined();
    for (const date of DAYS) await importDasDay(browser, date, losingTslaDay());
    await testApp.services.insights.idle();
    await testApp.services.riskRules.idle();
    return { browser, userId: user.id };
  }

  it('on: the insights and the risk rules follow each import at once, and tell it', async () => {
    const { userId } = await traderImporting('live', true);
    const now = await counts(userId);
    expect(now.insights).toBeGreaterThan(0);
    expect(now.breaches).toBe(DAYS.length);
    expect(now.notifications).toBeGreaterThanOrEqual(DAYS.length);
  });

  it('off: an import leaves the analysis to the night, which computes the insights and checks the rules, for that trader only', async () => {
    const { userId } = await traderImporting('nightly', false);
    const live = await traderImporting('daytime', true);
    expect(await counts(userId)).toEqual({ insights: 0, breaches: 0, notifications: 0 });

    await testApp.services.jobs.bringSchedulesUpToDate(testApp.orm.em.fork());
    const scheduled = await testApp.orm.em.fork().find(Job, { kind: NIGHTLY_ANALYSIS_JOB, state: 'queued' });
    expect(scheduled.map((job) => job.userId)).toEqual([userId]);
    expect(scheduled.map((job) => job.userId)).not.toContain(live.userId);

    testApp.clock.advance(DAY_MS);
    const runner = testApp.services.jobs.runnerFor(testApp.orm);
    while ((await runner.poll()) > 0) await runner.idle();
    await testApp.services.insights.idle();
    const night = await counts(userId);
    expect(night.insights).toBeGreaterThan(0);
    expect(night.breaches).toBe(DAYS.length);
    expect(night.notifications).toBeGreaterThanOrEqual(DAYS.length);
  });

  it('off: opening the insights or the risk rules analyses what arrived since', async () => {
    const { browser, userId } = await traderImporting('opener', false);
    expect(await counts(userId)).toMatchObject({ insights: 0, breaches: 0 });
    const { insights } = (await browser.get('/api/insights').expect(200)).body as { insights: unknown[] };
    expect(insights.length).toBeGreaterThan(0);
    const rules = (await browser.graphql(RULES)).data as { riskRules: { kind: string; breachesLast30Days: number }[] };
    expect(await counts(userId)).toMatchObject({ breaches: DAYS.length });
    expect(rules.riskRules).toHaveLength(1);
  });
});
