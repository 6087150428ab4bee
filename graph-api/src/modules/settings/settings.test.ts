import { afterAll, beforeAll, expect, it } from 'vitest';
import { Browser, PASSWORD, signedUpBrowser } from '../../../test/support/accounts';
import { describeEachDatabase } from '../../../test/support/databases';
import { startTestApp, type TestApp } from '../../../test/support/test-app';

const FIELDS = 'timezone defaultBroker riskPerTrade autoImport realTimeAnalysis aiInsights riskAlerts dailySummary weeklyReport notificationTime dataRetention usageAnalytics';
const SETTINGS = `{ settings { ${FIELDS} } }`;
const UPDATE_SETTINGS = `mutation ($input: UpdateSettingsInput!) { updateSettings(input: $input) { ${FIELDS} } }`;
const UPDATE_PROFILE = 'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id email firstName lastName } }';
const CHANGE_PASSWORD = 'mutation ($input: ChangePasswordInput!) { changePassword(input: $input) }';

const SPEC_DEFAULTS = {
  timezone: 'est',
  defaultBroker: 'interactive_brokers',
  riskPerTrade: 2,
  autoImport: false,
  realTimeAnalysis: true,
  aiInsights: true,
  riskAlerts: true,
  dailySummary: false,
  weeklyReport: true,
  notificationTime: '17:00',
  dataRetention: '12',
  usageAnalytics: true,
};

describeEachDatabase('settings', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
  });
  afterAll(() => testApp.close());

  it('answers the SPEC defaults before anything is saved', async () => {
    const { browser } = await signedUpBrowser(testApp);
    expect((await browser.graphql(SETTINGS)).data).toEqual({ settings: SPEC_DEFAULTS });
  });

  it('saves the fields given, keeps the others, and loads them back', async () => {
    const { browser } = await signedUpBrowser(testApp);
    const changed = { defaultBroker: 'alpaca', riskPerTrade: 1.5, dailySummary: true, dataRetention: '24', notificationTime: '09:00', usageAnalytics: false };
    const saved = await browser.graphql(UPDATE_SETTINGS, { input: changed });
    expect(saved.data).toEqual({ updateSettings: { ...SPEC_DEFAULTS, ...changed } });
    await browser.graphql(UPDATE_SETTINGS, { input: { autoImport: true, timezone: 'mst', realTimeAnalysis: false } });
    const all = { ...SPEC_DEFAULTS, ...changed, autoImport: true, timezone: 'mst', realTimeAnalysis: false };
    expect((await browser.graphql(SETTINGS)).data).toEqual({ settings: all });
    expect((await new Browser(testApp).graphql(SETTINGS)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("the current user's usageAnalytics (REST and GraphQL) follows the Usage Analytics setting, each user their own", async () => {
    const { browser } = await signedUpBrowser(testApp);
    const { browser: other } = await signedUpBrowser(testApp);
    const consent = async (who: Browser) => ({
      rest: (await who.get('/api/auth/user').expect(200)).body.usageAnalytics,
      graphql: (await who.graphql('{ me { usageAnalytics } }')).data?.me,
    });
    expect(await consent(browser)).toEqual({ rest: true, graphql: { usageAnalytics: true } });
    await browser.graphql(UPDATE_SETTINGS, { input: { usageAnalytics: false } });
    expect(await consent(browser)).toEqual({ rest: false, graphql: { usageAnalytics: false } });
    expect(await consent(other)).toEqual({ rest: true, graphql: { usageAnalytics: true } });
    // Saving another setting keeps it; turning it back on is read at once.
    await browser.graphql(UPDATE_SETTINGS, { input: { autoImport: true } });
    expect(await consent(browser)).toEqual({ rest: false, graphql: { usageAnalytics: false } });
    await browser.graphql(UPDATE_SETTINGS, { input: { usageAnalytics: true } });
    expect(await consent(browser)).toEqual({ rest: true, graphql: { usageAnalytics: true } });
  });

  it.each([
    [{ timezone: 'Mars/Olympus' }, 'Timezone must be one of: est, cst, mst, pst, or an IANA time zone such as Europe/London.'],
    [{ defaultBroker: 'robinhood' }, 'Default broker must be one of: interactive_brokers, alpaca, das_trader, thinkorswim.'],
    [{ riskPerTrade: 0 }, 'Risk per trade must be between 0.1 and 10 percent.'],
    [{ riskPerTrade: 10.5 }, 'Risk per trade must be between 0.1 and 10 percent.'],
    [{ notificationTime: '18:00' }, 'Summary time must be one of: 09:00, 12:00, 17:00, 20:00.'],
    [{ dataRetention: '36' }, 'Data retention must be one of: 6, 12, 24, unlimited.'],
  ])('refuses %o with BAD_USER_INPUT and saves nothing', async (input, message) => {
    const { browser } = await signedUpBrowser(testApp);
    const response = await browser.graphql(UPDATE_SETTINGS, { input: { ...input, autoImport: true } });
    expect(response.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await browser.graphql(SETTINGS)).data).toEqual({ settings: SPEC_DEFAULTS });
  });

  it('updateProfile splits the full name and saves the timezone; a new email waits for its link (email-verification.test.ts)', async () => {
    const { browser, account } = await signedUpBrowser(testApp);
    const response = await browser.graphql(UPDATE_PROFILE, { input: { name: '  Ada King  Lovelace ', email: 'Ada.Lovelace@Example.TEST', timezone: 'pst' } });
    expect(response.data!.updateProfile).toMatchObject({ email: account.email.toLowerCase(), firstName: 'Ada', lastName: 'King Lovelace' });
    expect(((await browser.graphql(SETTINGS)).data!.settings as { timezone: string }).timezone).toBe('pst');
    await new Browser(testApp).signIn(account.email).expect(200);

    const oneWord = await browser.graphql(UPDATE_PROFILE, { input: { name: 'Ada', email: account.email, timezone: 'pst' } });
    expect(oneWord.data!.updateProfile).toMatchObject({ firstName: 'Ada', lastName: null });
  });

  it('updateProfile saves any IANA zone in its own spelling, and the journal’s times follow it', async () => {
    const { browser } = await signedUpBrowser(testApp);
    const saved = await browser.graphql(UPDATE_PROFILE, { input: { name: 'Ada', email: 'ada@example.test', timezone: 'europe/london' } });
    expect(saved.errors).toBeUndefined();
    expect(((await browser.graphql(SETTINGS)).data!.settings as { timezone: string }).timezone).toBe('Europe/London');
    expect((await browser.graphql('{ dashboard { timeZone } performanceChart { timeZone } }')).data).toEqual({ dashboard: { timeZone: 'Europe/London' }, performanceChart: { timeZone: 'Europe/London' } });
  });

  it('updateProfile refuses an invalid email and an unknown timezone, and changes nothing then', async () => {
    const { browser, account } = await signedUpBrowser(testApp);
    const invalid = await browser.graphql(UPDATE_PROFILE, { input: { name: 'X', email: 'nope', timezone: 'est' } });
    expect(invalid.errors?.[0]).toMatchObject({ message: 'Please enter a valid email address.', extensions: { code: 'BAD_USER_INPUT' } });
    const timezone = await browser.graphql(UPDATE_PROFILE, { input: { name: 'X', email: 'x@example.test', timezone: 'Mars/Olympus' } });
    expect(timezone.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await browser.get('/api/auth/user').expect(200)).body).toMatchObject({ email: account.email.toLowerCase(), pendingEmail: null, firstName: null });
  });

  it('changePassword needs the current password, checks the new one, and signs out the other sessions', async () => {
    const { browser, account } = await signedUpBrowser(testApp);
    const otherDevice = new Browser(testApp);
    await otherDevice.signIn(account.username).expect(200);

    const wrong = await browser.graphql(CHANGE_PASSWORD, { input: { currentPassword: 'not it', newPassword: 'new password' } });
    expect(wrong.errors?.[0]).toMatchObject({ message: 'Current password is incorrect.', extensions: { code: 'BAD_USER_INPUT' } });
    const short = await browser.graphql(CHANGE_PASSWORD, { input: { currentPassword: PASSWORD, newPassword: 'short' } });
    expect(short.errors?.[0]).toMatchObject({ message: 'Password must be at least 6 characters long.', extensions: { code: 'BAD_USER_INPUT' } });

    expect((await browser.graphql(CHANGE_PASSWORD, { input: { currentPassword: PASSWORD, newPassword: 'new password' } })).data).toEqual({ changePassword: true });
    await browser.get('/api/auth/user').expect(200);
    await otherDevice.get('/api/auth/user').expect(401);
    await new Browser(testApp).signIn(account.username).expect(401);
    await new Browser(testApp).signIn(account.username, 'new password').expect(200);
  });
});
