import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Browser, signedUpBrowser } from '../../../test/support/accounts';
import { describeEachDatabase } from '../../../test/support/databases';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import { importDasDay } from '../../../test/support/trade-history';
import { LOSING_DAY } from './risk-rules.test-support';
import { RiskBreach, StoredRiskRule } from './risk-rule.entity';

const SET = 'mutation ($rules: [RiskRuleInput!]!) { setRiskRules(rules: $rules) { id kind limit unit accountId breachesLast30Days } }';
const LIST = '{ riskRules { id kind limit unit accountId breachesLast30Days } }';
const CENTRE = '{ notifications { unreadCount items { kind title text link } } }';


describeEachDatabase('risk rules', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
  });
  afterAll(() => testApp.close());

  const importLosingDay = async (browser: Browser, day = '2026-03-02') => {
    await importDasDay(browser, day, LOSING_DAY.map((fill) => ({ ...fill })), 'America/New_York');
    await testApp.services.riskRules.idle();
  };

  it('stores the rules, and an import that breaks the daily loss limit records the breach and tells it once in the notification centre', async () => {
    const { browser, user } = await signedUpBrowser(testApp, 'risky');
    const saved = await browser.graphql(SET, { rules: [{ kind: 'daily_loss', limit: '500', unit: 'usd' }, { kind: 'max_trades_per_day', limit: '5', unit: 'trades', accountId: null }] });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.setRiskRules).toEqual([
      { id: expect.any(String), kind: 'daily_loss', limit: '500', unit: 'usd', accountId: null, breachesLast30Days: 0 },
      { id: expect.any(String), kind: 'max_trades_per_day', limit: '5', unit: 'trades', accountId: null, breachesLast30Days: 0 },
    ]);

    await importLosingDay(browser);
    const { notifications } = (await browser.graphql(CENTRE)).data as { notifications: { unreadCount: number; items: Array<Record<string, string>> } };
    expect(notifications.unreadCount).toBe(1);
    // -$300 then -$250: below -$500 at the second trade's exit (15:10 New York); the day ends at -$650, the dashboard's figure.
    expect(notifications.items).toEqual([{ kind: 'RISK_BREACH', title: 'Daily loss limit broken', text: 'Net P&L -$650.00 against a limit of $500.00 on 2026-03-02 at 3:10 PM (3 trades).', link: '/history' }]);
    const dashboard = (await browser.get('/api/dashboard').expect(200)).body as { total_pnl: unknown };
    expect(JSON.stringify(dashboard)).toContain('-650');
    const [breach] = await testApp.orm.em.fork().find(RiskBreach, { user: user.id });
    expect(breach).toMatchObject({ kind: 'daily_loss', day: '2026-03-02', figure: '-650', limitValue: '500' });
    expect(breach!.occurredAt.toISOString()).toBe('2026-03-02T20:10:00.000Z');
    expect(JSON.parse(breach!.tradeIds)).toHaveLength(3);

    // The same file again adds no trade and tells nothing again.
    await importLosingDay(browser);
    expect(((await browser.graphql(CENTRE)).data as { notifications: { items: unknown[] } }).notifications.items).toHaveLength(1);
    expect(await testApp.orm.em.fork().count(RiskBreach, { user: user.id })).toBe(1);
  });

  it('counts breaches of the last 30 days per rule for the Play Book', async () => {
    const { browser, user } = await signedUpBrowser(testApp, 'risky');
    await browser.graphql(SET, { rules: [{ kind: 'max_position_size', limit: '50', unit: 'shares' }] });
    // Two days before the clock's day: within the last 30 days.
    const day = new Date(testApp.clock.now().getTime() - 2 * 86_400_000).toISOString().slice(0, 10);
    await importLosingDay(browser, day);
    expect(((await browser.graphql(LIST)).data!.riskRules as Array<{ breachesLast30Days: number }>)[0]!.breachesLast30Days).toBe(1);
    // A month on (asked of the service: the session would have ended), it is past the window.
    testApp.clock.advance(30 * 86_400_000);
    expect((await testApp.services.riskRules.list(testApp.orm.em.fork(), user.id))[0]!.breachesLast30Days).toBe(0);
  });

  it('records the breach but tells nothing while Risk Alerts is off', async () => {
    const { browser, user } = await signedUpBrowser(testApp, 'quiet');
    await browser.graphql('mutation { updateSettings(input: { riskAlerts: false }) { riskAlerts } }');
    await browser.graphql(SET, { rules: [{ kind: 'daily_loss', limit: '100', unit: 'usd' }] });
    await importLosingDay(browser);
    expect(await testApp.orm.em.fork().count(RiskBreach, { user: user.id })).toBe(1);
    expect((await browser.graphql(CENTRE)).data).toEqual({ notifications: { unreadCount: 0, items: [] } });
  });

  it('refuses bad rules naming the field, and keeps the rules it had', async () => {
    const { browser, user } = await signedUpBrowser(testApp, 'picky');
    await browser.graphql(SET, { rules: [{ kind: 'daily_loss', limit: '500', unit: 'usd' }] });
    const cases: Array<[Record<string, unknown>[], string]> = [
      [[{ kind: 'weekly_loss', limit: '1', unit: 'usd' }], 'rules[0].kind must be one of daily_loss, max_trades_per_day, loss_beyond_stop, max_position_size, trailing_drawdown.'],
      [[{ kind: 'daily_loss', limit: '1', unit: 'shares' }], 'rules[0].unit of daily_loss must be usd or r.'],
      [[{ kind: 'daily_loss', limit: '500', unit: 'usd' }, { kind: 'trailing_drawdown', limit: '-5', unit: 'usd' }], 'rules[1].limit must be a number above 0 and at most 1000000000, like 500 or 2.5.'],
      [[{ kind: 'max_trades_per_day', limit: '2.5', unit: 'trades' }], 'rules[0].limit of max_trades_per_day must be a whole number of trades.'],
      [[{ kind: 'daily_loss', limit: '5', unit: 'usd' }, { kind: 'daily_loss', limit: '2', unit: 'r' }], 'rules[1].kind: daily_loss is already set; one rule of a kind per account scope.'],
    ];
    for (const [rules, message] of cases) {
      const answer = await browser.graphql(SET, { rules });
      expect(answer.errors?.[0], message).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    const kept = await testApp.orm.em.fork().find(StoredRiskRule, { user: user.id });
    expect(kept.map(({ kind, limitValue }) => [kind, limitValue])).toEqual([['daily_loss', '500']]);
  });

  it("each trader's rules are their own: another's import breaks nothing of theirs, and each sees only their rules", async () => {
    const a = await signedUpBrowser(testApp, 'rules_a');
    const b = await signedUpBrowser(testApp, 'rules_b');
    await a.browser.graphql(SET, { rules: [{ kind: 'daily_loss', limit: '100', unit: 'usd', accountId: 'ACCOUNT-A' }] });
    await importLosingDay(b.browser);
    expect((await b.browser.graphql(LIST)).data).toEqual({ riskRules: [] });
    expect(await testApp.orm.em.fork().count(RiskBreach, { user: { $in: [a.user.id, b.user.id] } })).toBe(0);
    expect(((await a.browser.graphql(LIST)).data!.riskRules as unknown[]).length).toBe(1);
  });
});
