import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Browser, signedUpBrowser } from '../../../test/support/accounts';
import { describeEachDatabase } from '../../../test/support/databases';
import type { DasFill } from '../../../test/support/das-csv';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import { importDasDay } from '../../../test/support/trade-history';
import { Notification } from './notification.entity';
import type { NewNotification } from './notifications.service';

const CENTRE = 'query ($limit: Int) { notifications(limit: $limit) { unreadCount items { id kind title text link createdAt readAt } } }';
const COUNT = '{ unreadNotificationCount }';
const MARK_READ = 'mutation ($id: ID!) { markNotificationRead(id: $id) { id readAt } }';
const MARK_ALL_READ = 'mutation { markAllNotificationsRead }';

interface Listed {
  id: string;
  kind: string;
  title: string;
  text: string;
  link: string;
  createdAt: string;
  readAt: string | null;
}

const time = (minutes: number) => `${String(14 + Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;

/** 12 round trips: every TSLA one loses $50, the others win and lose in turn (the engine finds TSLA's leak at 70 or more over a week). */
function leakingDay(day: number): DasFill[] {
  const fills: DasFill[] = [];
  for (let index = 0; index < 12; index += 1) {
    const tsla = index < 5;
    const symbol = tsla ? 'TSLA' : index % 2 === 0 ? 'AAPL' : 'MSFT';
    const exit = tsla ? '9.5' : (index + day) % 2 === 0 ? '10.6' : '9.6';
    fills.push({ time: time(index * 10), symbol, side: 'B', price: '10', qty: 100 }, { time: time(index * 10 + 5), symbol, side: 'S', price: exit, qty: 100 });
  }
  return fills;
}

const WEEK = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'];

const notice = (dedupeKey: string, title = dedupeKey): NewNotification => ({ kind: 'risk_breach', title, text: `About ${title}`, link: '/history?date=2026-03-02', dedupeKey });

describeEachDatabase('the notification centre', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
  });
  afterAll(() => testApp.close());

  const centreOf = async (browser: Browser, limit?: number) => {
    const answer = await browser.graphql(CENTRE, limit === undefined ? {} : { limit });
    expect(answer.errors).toBeUndefined();
    return answer.data!.notifications as { unreadCount: number; items: Listed[] };
  };
  const add = (userId: number, notifications: NewNotification[]) => testApp.services.notifications.add(testApp.orm.em.fork(), userId, notifications);

  it('is empty for a new trader', async () => {
    const { browser } = await signedUpBrowser(testApp, 'bell');
    expect(await centreOf(browser)).toEqual({ unreadCount: 0, items: [] });
    expect((await browser.graphql(COUNT)).data).toEqual({ unreadNotificationCount: 0 });
  });

  it('lists newest first, tells one event once, marks one read and then all', async () => {
    const { browser, user } = await signedUpBrowser(testApp, 'bell');
    await add(user.id, [notice('risk:1:2026-03-02', 'First')]);
    testApp.clock.advance(60_000);
    // The same breach seen again (another import, another process) is not told twice.
    await add(user.id, [notice('risk:2:2026-03-02', 'Second'), notice('risk:1:2026-03-02', 'First again')]);
    testApp.clock.advance(60_000);
    await add(user.id, [notice('risk:3:2026-03-02', 'Third')]);

    const centre = await centreOf(browser);
    expect(centre.unreadCount).toBe(3);
    expect(centre.items.map(({ title }) => title)).toEqual(['Third', 'Second', 'First']);
    expect(centre.items[0]).toEqual({ id: expect.any(String), kind: 'RISK_BREACH', title: 'Third', text: 'About Third', link: '/history?date=2026-03-02', createdAt: testApp.clock.now().toISOString(), readAt: null });
    expect((await centreOf(browser, 2)).items.map(({ title }) => title)).toEqual(['Third', 'Second']);

    testApp.clock.advance(1_000);
    const second = centre.items[1]!;
    expect((await browser.graphql(MARK_READ, { id: second.id })).data).toEqual({ markNotificationRead: { id: second.id, readAt: testApp.clock.now().toISOString() } });
    const readAt = testApp.clock.now().toISOString();
    testApp.clock.advance(1_000);
    // Marking it again keeps the time it was first read.
    expect((await browser.graphql(MARK_READ, { id: second.id })).data).toEqual({ markNotificationRead: { id: second.id, readAt } });
    expect((await browser.graphql(COUNT)).data).toEqual({ unreadNotificationCount: 2 });

    expect((await browser.graphql(MARK_ALL_READ)).data).toEqual({ markAllNotificationsRead: 2 });
    const after = await centreOf(browser);
    expect(after.unreadCount).toBe(0);
    expect(after.items.map(({ readAt: at }) => at)).toEqual([testApp.clock.now().toISOString(), readAt, testApp.clock.now().toISOString()]);
    expect((await browser.graphql(MARK_ALL_READ)).data).toEqual({ markAllNotificationsRead: 0 });
  });

  it('refuses a limit out of range and an unknown id, naming them, and changes nothing', async () => {
    const { browser, user } = await signedUpBrowser(testApp, 'bell');
    await add(user.id, [notice('risk:1:2026-03-02')]);
    for (const limit of [0, 101]) {
      const answer = await browser.graphql(CENTRE, { limit });
      expect(answer.errors?.[0]).toMatchObject({ message: 'limit must be a whole number from 1 to 100.', extensions: { code: 'BAD_USER_INPUT' } });
    }
    for (const id of ['999999999', 'not-an-id']) {
      const answer = await browser.graphql(MARK_READ, { id });
      expect(answer.errors?.[0]).toMatchObject({ message: 'That notification does not exist.', extensions: { code: 'NOT_FOUND' } });
    }
    expect((await centreOf(browser)).unreadCount).toBe(1);
  });

  it("shows each trader only their own, and never marks another trader's read", async () => {
    const a = await signedUpBrowser(testApp, 'bell_a');
    const b = await signedUpBrowser(testApp, 'bell_b');
    await add(a.user.id, [notice('risk:1:2026-03-02', 'Breach of A')]);
    const [ofA] = (await centreOf(a.browser)).items;

    expect(await centreOf(b.browser)).toEqual({ unreadCount: 0, items: [] });
    const refused = await b.browser.graphql(MARK_READ, { id: ofA!.id });
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    expect(JSON.stringify(refused)).not.toContain('Breach of A');
    expect((await b.browser.graphql(MARK_ALL_READ)).data).toEqual({ markAllNotificationsRead: 0 });
    expect(await centreOf(a.browser)).toEqual({ unreadCount: 1, items: [ofA] });
  });

  it('refuses a visitor who is not signed in', async () => {
    const { Browser: AnonymousBrowser } = await import('../../../test/support/accounts');
    const answer = await new AnonymousBrowser(testApp).graphql(COUNT);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('tells each insight that reaches confidence 70 once, while AI Insights is on, linking to the insights page', async () => {
    const on = await signedUpBrowser(testApp, 'insights_on');
    const off = await signedUpBrowser(testApp, 'insights_off');
    const saved = await off.browser.graphql('mutation { updateSettings(input: { aiInsights: false }) { aiInsights } }');
    expect(saved.data).toEqual({ updateSettings: { aiInsights: false } });
    for (const { browser } of [on, off]) {
      for (const day of WEEK) await importDasDay(browser, day, leakingDay(Number(day.slice(-1))));
    }
    await testApp.services.insights.idle();

    const { items } = await centreOf(on.browser, 100);
    const leak = items.find(({ title }) => title === 'New insight: Leak: TSLA');
    expect(leak).toMatchObject({ kind: 'INSIGHT', link: '/insights', readAt: null });
    // Told when it first reached 70: after the import that made it confident, on however many trades then.
    expect(leak!.text).toMatch(/\d+ trades averaged -\$50\.00.*\(confidence (7\d|8\d|9\d|100)\)$/);
    // Only confident ones are told.
    const stored = (await on.browser.get('/api/insights').expect(200)).body as { insights: Array<{ title: string; confidence: number }> };
    const confident = stored.insights.filter(({ confidence }) => confidence >= 70).map(({ title }) => `New insight: ${title}`);
    expect(items.map(({ title }) => title).sort()).toEqual(confident.sort());

    // Computed again (a Settings change makes them stale): the same findings are not told again.
    await on.browser.graphql('mutation { updateSettings(input: { riskPerTrade: 1.5 }) { riskPerTrade } }');
    await testApp.services.insights.idle();
    expect((await centreOf(on.browser, 100)).items).toHaveLength(items.length);

    expect(await centreOf(off.browser)).toEqual({ unreadCount: 0, items: [] });
    expect(await testApp.orm.em.fork().count(Notification, { user: off.user.id })).toBe(0);
  });
});
