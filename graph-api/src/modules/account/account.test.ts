import { createHash } from 'node:crypto';
import { generate } from 'otplib';
import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Browser, PASSWORD, signedUpBrowser } from '../../../test/support/accounts';
import { describeEachDatabase } from '../../../test/support/databases';
import { dasTradesCsv } from '../../../test/support/das-csv';
import { latestResetToken } from '../../../test/support/mailbox';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import { userRowsPerTable } from '../../../test/support/user-rows';
import { JobQueue } from '../../jobs/job-queue';
import { StoredInsight } from '../insights/insight.entity';
import { DayJournalEntry } from '../journal/day-journal-entry.entity';
import { JournalTag } from '../journal/journal-tag.entity';
import { TradeJournalEntry } from '../journal/trade-journal-entry.entity';
import { TradeJournalTag } from '../journal/trade-journal-tag.entity';
import { Trade } from '../trades/trade.entity';
import { PositionChoice } from '../trades/positions/position-choice.entity';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const BROKER_SECRET = 'alpaca-secret-never-exported';

/** A day of DAS Trader fills: one AAPL round trip (+50.00). */
const DAS_DAY = dasTradesCsv([
  { time: '09:31:00', symbol: 'AAPL', side: 'B', price: '190.00', qty: 100 },
  { time: '09:45:00', symbol: 'AAPL', side: 'S', price: '190.50', qty: 100 },
]);

/** The candles of that AAPL trade, uploaded by its trader: theirs. */
const AAPL_CANDLES = 'time,open,high,low,close\n2026-03-02T14:30:00Z,190,190.6,189.8,190.4\n';

describeEachDatabase('Export All Data and Delete Account', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
  });
  afterAll(() => testApp.close());

  /**
   * An account with a row in every table: settings, an API key, 2FA, a reset link, two sessions, a
   * failed sign-in, an import with its executions and trade, and a stored broker connection.
   */
  async function accountWithEverything(prefix: string) {
    const { browser, account, user } = await signedUpBrowser(testApp, prefix);
    await browser.post('/api/csv-upload-v2').attach('file', Buffer.from(DAS_DAY), 'day.csv').field('tradeDate', '2026-03-02').expect(200);
    await browser.post('/api/candles/upload').attach('file', Buffer.from(AAPL_CANDLES), 'aapl.csv').field('symbol', 'AAPL').field('timeframe', '5m').expect(200);
    const alpacaAccess = { platform: 'alpaca', keyId: 'PKEXPORTTEST', secretKey: BROKER_SECRET, baseUrl: 'https://paper-api.alpaca.markets' };
    await testApp.services.brokerConnections.save(testApp.orm.em.fork(), user.id, 'alpaca', alpacaAccess);
    await browser.graphql('mutation { updateSettings(input: { defaultBroker: "alpaca", riskPerTrade: 1.5 }) { timezone } }');
    await new JobQueue(testApp.clock).enqueue(testApp.orm.em.fork(), 'test.export', { week: '2026-W10' }, { userId: user.id });
    const notice = { kind: 'insight', title: 'New insight: Your 9:00 trades', text: 'Every trade entered at 9:00 won.', link: '/insights', dedupeKey: 'insight:test' } as const;
    await testApp.services.notifications.add(testApp.orm.em.fork(), user.id, [notice]);
    // A rule the account's one trade (100 shares on 2026-03-02) breaks: a breach, and its notification.
    await testApp.services.riskRules.replace(testApp.orm.em.fork(), user.id, [{ kind: 'max_position_size', limit: '10', unit: 'shares' }]);
    expect(await testApp.services.riskRules.check(testApp.orm.em.fork(), user.id)).toHaveLength(1);
    const created = await browser.graphql('mutation { createApiKey(name: "Bot") { token } }');
    const apiToken = (created.data!.createApiKey as { token: string }).token;
    const setup = await browser.graphql('mutation { beginTwoFactorSetup { secret } }');
    const totpSecret = (setup.data!.beginTwoFactorSetup as { secret: string }).secret;
    const code = await generate({ secret: totpSecret, epoch: Math.floor(testApp.clock.now().getTime() / 1000) });
    await browser.graphql('mutation ($code: String!) { enableTwoFactor(code: $code) { id } }', { code });
    await new Browser(testApp).post('/api/auth/forgot-password', { email: account.email }).expect(200);
    const resetToken = await latestResetToken(testApp, account.email);
    await new Browser(testApp).signIn(account.username, 'wrong password').expect(401);
    const secondDevice = new Browser(testApp);
    testApp.clock.advance(30_000);
    const code2 = await generate({ secret: totpSecret, epoch: Math.floor(testApp.clock.now().getTime() / 1000) });
    await secondDevice.signIn(account.username, PASSWORD, code2).expect(200);
    await journalEverything(user.id);
    await coachEverything(browser, user.id);
    return { browser, secondDevice, account, user, apiToken, totpSecret, resetToken };
  }

  /** A setup tag on the trade, with notes and a stop, and a day's plan and review. */
  async function journalEverything(userId: number) {
    const em = testApp.orm.em.fork();
    const trade = await em.findOneOrFail(Trade, { user: userId });
    const now = testApp.clock.now();
    const tag = em.create(JournalTag, { user: userId, kind: 'setup', name: 'Opening range', nameKey: 'opening range', createdAt: now });
    const entry = em.create(TradeJournalEntry, { user: userId, accountInstrument: trade.accountInstrument, tradeKey: trade.tradeKey, notes: 'Waited for the break', stopPrice: '189.5', updatedAt: now });
    em.create(TradeJournalTag, { entry, tag });
    em.create(DayJournalEntry, { user: userId, day: '2026-03-02', plan: 'Only A setups', review: 'Kept to it', updatedAt: now });
    // The trader's own grouping of the trade (docs/options.md, "Splitting and merging by hand").
    em.create(PositionChoice, { user: userId, accountInstrument: trade.accountInstrument, tradeKey: trade.tradeKey, choice: `split:${trade.tradeKey}` });
    await em.flush();
  }

  /**
   * An assessment and a Play Book generated from it, and an insight (the engine finds none in one
   * trade: stored as it would store one).
   */
  async function coachEverything(browser: Browser, userId: number) {
    const answers = Object.fromEntries(Array.from({ length: 15 }, (_, index) => [`q${index + 1}`, 4]));
    await browser.post('/api/psychology-assessment', { assessmentResponses: answers }).expect(201);
    await browser.post('/api/playbook/generate').expect(201);
    const em = testApp.orm.em.fork();
    em.create(StoredInsight, {
      user: userId,
      insightKey: 'pattern:hour:9',
      category: 'pattern',
      title: 'Your 9:00 trades',
      text: 'Every trade entered at 9:00 won.',
      evidence: JSON.stringify([{ label: 'Trades', value: '1' }]),
      tradeIds: '[]',
      sampleSize: 1,
      confidence: 10,
      createdAt: testApp.clock.now(),
    });
    await em.flush();
  }

  it('exports everything held about the user as a dated JSON attachment, without any secret', async () => {
    const { browser, secondDevice, account, user, apiToken, totpSecret, resetToken } = await accountWithEverything('export');
    const response = await browser.get('/api/account/export').expect(200).expect('Content-Type', /application\/json/);
    const date = testApp.clock.now().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(`attachment; filename=trading-journal-export-${date}.json`);

    const archive = JSON.parse(response.text);
    expect(archive).toMatchObject({ format: 'trading-journal-export', version: 1, exportedAt: testApp.clock.now().toISOString() });
    // The order services.ts wires the modules in: Delete Account deletes in reverse, so each section
    // comes after those its rows point at (executions after imports, tag links after tags, play books after assessments).
    expect(Object.keys(archive.sections)).toEqual([
      'account',
      'settings',
      'apiKeys',
      'sessions',
      'passwordResetRequests',
      'emailConfirmationLinks',
      'twoFactor',
      'rateLimitCounters',
      'notifications',
      'imports',
      'executions',
      'trades',
      'brokerConnections',
      'journalTags',
      'tradeJournal',
      'dayJournal',
      'positionChoices',
      'analytics',
      'insights',
      'riskRules',
      'psychologyAssessments',
      'playbooks',
      'candleUploads',
      'jobs',
    ]);
    expect(archive.sections.account).toMatchObject({ id: user.id, username: user.username, email: account.email, hasPassword: true, signsInWithGoogle: false });
    expect(archive.sections.settings).toMatchObject({ defaultBroker: 'alpaca', riskPerTrade: 1.5, timezone: 'est' });
    expect(archive.sections.apiKeys).toEqual([expect.objectContaining({ name: 'Bot', prefix: apiToken.slice(0, 9), revokedAt: null })]);
    expect(archive.sections.sessions).toHaveLength(2);
    expect(archive.sections.sessions[0]).toEqual({
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      expiresAt: expect.any(String),
      ip: '127.0.0.1',
      userAgent: null,
    });
    expect(archive.sections.passwordResetRequests).toHaveLength(1);
    // The link mailed at sign-up to verify the address: the address and when, never the token.
    expect(archive.sections.emailConfirmationLinks).toEqual([{ email: account.email.toLowerCase(), createdAt: expect.any(String), expiresAt: expect.any(String) }]);
    expect(archive.sections.twoFactor).toEqual({ enabled: true, enabledAt: expect.any(String) });
    // The password-reset request counted once, the trades CSV and the candle CSV twice (RATE_LIMIT_IMPORTS_PER_USER).
    expect(archive.sections.rateLimitCounters).toHaveLength(2);
    expect(archive.sections.rateLimitCounters).toEqual(expect.arrayContaining([expect.objectContaining({ hits: 1 }), expect.objectContaining({ hits: 2 })]));
    expect(archive.sections.imports).toEqual([expect.objectContaining({ platform: 'das_trader', method: 'csv', status: 'completed', tradesCount: 1 })]);
    expect(archive.sections.executions).toHaveLength(2);
    expect(archive.sections.trades).toEqual([expect.objectContaining({ symbol: 'AAPL', netPnl: '50' })]);
    expect(archive.sections.brokerConnections).toEqual([expect.objectContaining({ platform: 'alpaca' })]);
    // The import's insights computations are jobs too (docs/jobs.md "Insights after imports and edits").
    const jobs = archive.sections.jobs as Array<{ kind: string }>;
    expect(jobs.filter(({ kind }) => kind === 'test.export')).toEqual([expect.objectContaining({ kind: 'test.export', state: 'queued', attempts: 0 })]);
    expect(jobs.map(({ kind }) => kind)).toContain('insights.recompute');
    // What they uploaded, not every bar: the candle file's series and span.
    expect(archive.sections.notifications).toEqual([
      { id: expect.any(Number), kind: 'insight', title: 'New insight: Your 9:00 trades', text: 'Every trade entered at 9:00 won.', link: '/insights', createdAt: expect.any(String), readAt: null },
      expect.objectContaining({ kind: 'risk_breach', title: 'Maximum position size broken' }),
    ]);
    expect(archive.sections.riskRules).toEqual({
      rules: [{ id: expect.any(Number), kind: 'max_position_size', limit: '10', unit: 'shares', accountId: null, createdAt: expect.any(String) }],
      breaches: [expect.objectContaining({ kind: 'max_position_size', day: '2026-03-02', limit: '10', unit: 'shares', tradeIds: [expect.any(Number)] })],
    });
    expect(archive.sections.candleUploads).toEqual([{ symbol: 'AAPL', timeframe: '5m', source: 'upload', start: '2026-03-02T14:30:00.000Z', end: '2026-03-02T14:35:00.000Z', storedAt: expect.any(String) }]);
    const [tag] = archive.sections.journalTags;
    expect(archive.sections.journalTags).toEqual([{ id: expect.any(Number), kind: 'setup', name: 'Opening range', createdAt: expect.any(String) }]);
    expect(archive.sections.tradeJournal).toEqual([
      expect.objectContaining({ symbol: 'AAPL', accountId: 'TRIB1001', notes: 'Waited for the break', stopPrice: '189.5', tagIds: [tag.id] }),
    ]);
    expect(archive.sections.positionChoices).toEqual([expect.objectContaining({ symbol: 'AAPL', accountId: 'TRIB1001', choice: expect.stringMatching(/^split:/) })]);
    expect(archive.sections.dayJournal).toEqual([expect.objectContaining({ day: '2026-03-02', plan: 'Only A setups', review: 'Kept to it' })]);
    // The performance summary the import built from that trade, in the Timezone setting's zone.
    expect(archive.sections.analytics).toMatchObject({ timeZone: 'America/New_York', days: [{ day: '2026-03-02', summary: { tally: { trades: 1, netPnl: '50' } } }], instruments: [{ symbol: 'AAPL' }] });

    const secrets = [PASSWORD, apiToken, sha256(apiToken), totpSecret, resetToken, sha256(resetToken), '$argon2', 'v1.', BROKER_SECRET, 'PKEXPORTTEST'];
    for (const cookie of [browser.sessionCookie!, secondDevice.sessionCookie!]) secrets.push(cookie, sha256(cookie));
    for (const secret of secrets) expect(response.text).not.toContain(secret);
  });

  it('works with an API key too, and refuses a signed-out caller', async () => {
    const { apiToken, user } = await accountWithEverything('export_key');
    const response = await request(testApp.app).get('/api/account/export').set('Authorization', `Bearer ${apiToken}`).expect(200);
    expect(JSON.parse(response.text).sections.account.id).toBe(user.id);
    await request(testApp.app).get('/api/account/export').expect(401);
  });

  it('deletes every row of the user in every table, once the username is typed, and nothing of anyone else', async () => {
    const doomed = await accountWithEverything('doomed');
    const bystander = await accountWithEverything('bystander');
    const before = await userRowsPerTable(testApp.orm, doomed.user.id);
    for (const [table, rows] of Object.entries(before)) expect(rows, table).toBeGreaterThan(0);
    const bystanderBefore = await userRowsPerTable(testApp.orm, bystander.user.id);

    const mismatch = await doomed.browser.graphql('mutation ($name: String!) { deleteAccount(confirmUsername: $name) }', { name: bystander.user.username });
    expect(mismatch.errors?.[0]).toMatchObject({ message: 'Type your username exactly as shown to confirm the deletion.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await userRowsPerTable(testApp.orm, doomed.user.id)).toEqual(before);

    const response = await doomed.browser.post('/graphql', {
      query: 'mutation ($name: String!) { deleteAccount(confirmUsername: $name) }',
      variables: { name: doomed.user.username.toUpperCase() },
    });
    expect(response.body.data).toEqual({ deleteAccount: true });
    expect(String(response.headers['set-cookie'])).toMatch(/tj_session=; Path=\/; Expires=Thu, 01 Jan 1970/);

    const after = await userRowsPerTable(testApp.orm, doomed.user.id);
    expect(Object.values(after).every((rows) => rows === 0)).toBe(true);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(await userRowsPerTable(testApp.orm, bystander.user.id)).toEqual(bystanderBefore);

    await doomed.secondDevice.get('/api/auth/user').expect(401);
    await request(testApp.app).get('/api/auth/user').set('Authorization', `Bearer ${doomed.apiToken}`).expect(401);
    await new Browser(testApp).signIn(doomed.account.username).expect(401);
    await bystander.browser.get('/api/auth/user').expect(200);
  });
});
