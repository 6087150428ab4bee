import { generate } from 'otplib';
import request, { type Response, type Test } from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newAccount, PASSWORD, signedUpBrowser } from '../../../test/support/accounts';
import { describeEachDatabase } from '../../../test/support/databases';
import { dasTradesCsv } from '../../../test/support/das-csv';
import { startTestApp, type TestApp } from '../../../test/support/test-app';

/**
 * Every rate limit against a parallel burst: N requests sent at once, far more than the limit. At
 * most `limit` of them may get past the limit to be checked or served; the others get 429 with
 * Retry-After. A limit that checks first and counts after lets the whole burst through.
 */
const BURST = 40;
const MINUTE = 60_000;
const LIMITS = {
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '3/10m',
  RATE_LIMIT_SIGN_IN_PER_IP: '5/10m',
  RATE_LIMIT_SIGN_IN_GLOBAL: '6/10m',
  RATE_LIMIT_SIGN_IN_PER_IP_UNDER_ATTACK: '2/5m',
  RATE_LIMIT_REGISTER_PER_IP: '2/1h',
  RATE_LIMIT_PASSWORD_RESET_PER_EMAIL: '2/15m',
  RATE_LIMIT_PASSWORD_RESET_PER_IP: '4/15m',
  RATE_LIMIT_DEMO_SESSIONS_PER_IP: '5/15m',
  RATE_LIMIT_IMPORTS_PER_USER: '3/15m',
};
const TOTP_INVALID = 'totp_invalid';
const ENABLE_TWO_FACTOR = 'mutation ($code: String!) { enableTwoFactor(code: $code) { twoFactorEnabled } }';
const DISABLE_TWO_FACTOR = 'mutation ($code: String!) { disableTwoFactor(code: $code) { twoFactorEnabled } }';
const INVALID_CODE = 'That code is not valid. Enter the current code from your authenticator app.';
const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';
const CSV = Buffer.from(dasTradesCsv([{ time: '09:35:00', symbol: 'AMD', side: 'B', price: '101.10', qty: 200 }]));

/** The statuses of a burst, by status; every 429 must say when to come back. */
function tally(responses: Response[]): Map<number, number> {
  for (const refused of responses.filter(({ status }) => status === 429)) expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  const counts = new Map<number, number>();
  for (const { status } of responses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return counts;
}

/** All at once: every request is sent before any answer is awaited. */
const burst = (count: number, send: (index: number) => Test) => Promise.all(Array.from({ length: count }, (_, index) => send(index).then((response) => response)));

describeEachDatabase('rate limits against a parallel burst', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    // Loopback is a trusted proxy here, so each test can speak from its own client address.
    testApp = await startTestApp({ ...database.env, TRUST_PROXY: 'loopback', ...LIMITS });
  });
  afterAll(() => testApp.close());

  // Every window of this suite is over after this: tests do not count each other's requests.
  const nextWindow = () => testApp.clock.advance(60 * MINUTE);
  const post = (app: TestApp, path: string, body: object, ip: string) => request(app.app).post(path).set('X-Forwarded-For', ip).send(body);
  const register = (ip: string, account = newAccount('burst'), app = testApp) => post(app, '/api/auth/register', account, ip);
  const signIn = (usernameOrEmail: string, password: string, ip: string, app = testApp, totpCode?: string) =>
    post(app, '/api/auth/login', { usernameOrEmail, password, ...(totpCode === undefined ? {} : { totpCode }) }, ip);
  const forgot = (email: string, ip: string) => post(testApp, '/api/auth/forgot-password', { email }, ip);

  async function registered(ip: string) {
    const account = newAccount('burst');
    await register(ip, account).expect(201);
    return account;
  }

  it('checks at most 3 of 40 wrong passwords sent at once for one account (sign-in per account)', async () => {
    nextWindow();
    const account = await registered('198.51.100.101');
    const answers = tally(await burst(BURST, () => signIn(account.username, 'wrong password', '198.51.100.102')));
    expect(answers).toEqual(new Map([[401, 3], [429, BURST - 3]]));
    // The failures were counted: the right password is refused from there, not from elsewhere.
    await signIn(account.username, PASSWORD, '198.51.100.102').expect(429);
    await signIn(account.username, PASSWORD, '198.51.100.103').expect(200);
  });

  it('checks at most 5 of 40 sign-ins sent at once from one client, whatever the names (sign-in per IP)', async () => {
    nextWindow();
    const answers = tally(await burst(BURST, (index) => signIn(`burst_name_${index}`, 'wrong password', '198.51.100.111')));
    expect(answers).toEqual(new Map([[401, 5], [429, BURST - 5]]));
  });

  it('under a burst from many addresses at once, checks at most the server-wide allowance plus 2 per address, and never refuses a clean client', async () => {
    nextWindow();
    const account = await registered('198.51.100.121');
    const attackers = Array.from({ length: 10 }, (_, index) => `203.0.113.${130 + index}`);
    // Five each: the per-IP limit (5) refuses none of them, only the under-attack limit can.
    const answers = tally(await burst(attackers.length * 5, (index) => signIn(`stuffed_${index}`, 'wrong password', attackers[index % attackers.length]!)));
    expect((answers.get(401) ?? 0) + (answers.get(429) ?? 0)).toBe(attackers.length * 5);
    expect(answers.get(401)).toBeLessThanOrEqual(6 + attackers.length * 2);
    await signIn('stuffed_99', 'wrong password', attackers[0]!).expect(429);
    // A client that did not fail signs in, and one that fails once is told so, not refused.
    await signIn(account.username, PASSWORD, '198.51.100.122').expect(200);
    await signIn(account.username, 'wrong password', '198.51.100.123').expect(401);
    await signIn(account.username, PASSWORD, '198.51.100.123').expect(200);
  });

  it('checks at most 3 of 40 wrong two-factor codes sent at once with the right password', async () => {
    nextWindow();
    const { browser, account } = await signedUpBrowser(testApp, 'burst');
    const secret = ((await browser.graphql('mutation { beginTwoFactorSetup { secret } }')).data!.beginTwoFactorSetup as { secret: string }).secret;
    const codeNow = () => generate({ secret, epoch: Math.floor(testApp.clock.now().getTime() / 1000) });
    expect((await browser.graphql(ENABLE_TWO_FACTOR, { code: await codeNow() })).data).toEqual({ enableTwoFactor: { twoFactorEnabled: true } });
    testApp.clock.advance(30_000);
    const current = await codeNow();
    const wrong = current === '000000' ? '111111' : '000000';

    const responses = await burst(BURST, () => signIn(account.username, PASSWORD, '198.51.100.131', testApp, wrong));
    const answers = tally(responses);
    expect(responses.filter(({ body }) => (body as { error?: string }).error === TOTP_INVALID)).toHaveLength(3);
    expect(answers.get(429)).toBe(BURST - 3);
    await signIn(account.username, PASSWORD, '198.51.100.131', testApp, current).expect(429);
    await signIn(account.username, PASSWORD, '198.51.100.132', testApp, current).expect(200);
  });

  it('checks at most 3 of 40 wrong codes sent at once to turn two-factor off (per user, as for a password)', async () => {
    nextWindow();
    const { browser } = await signedUpBrowser(testApp, 'burst');
    const secret = ((await browser.graphql('mutation { beginTwoFactorSetup { secret } }')).data!.beginTwoFactorSetup as { secret: string }).secret;
    const codeNow = () => generate({ secret, epoch: Math.floor(testApp.clock.now().getTime() / 1000) });
    await browser.graphql(ENABLE_TWO_FACTOR, { code: await codeNow() });
    testApp.clock.advance(30_000);
    const current = await codeNow();
    const disable = (code: string) => browser.post('/graphql', { query: DISABLE_TWO_FACTOR, variables: { code } });

    const responses = await burst(BURST, () => disable(current === '000000' ? '111111' : '000000'));
    const messages = responses.map(({ body }) => (body as { errors?: Array<{ message: string }> }).errors?.[0]?.message);
    expect(messages.filter((message) => message === INVALID_CODE)).toHaveLength(3);
    expect(messages.filter((message) => message === TOO_MANY_ATTEMPTS)).toHaveLength(BURST - 3);
    expect((await disable(current)).body.errors?.[0]?.message).toBe(TOO_MANY_ATTEMPTS);
  });

  it('registers at most 2 of 40 accounts sent at once from one IP (registration per IP)', async () => {
    nextWindow();
    const answers = tally(await burst(BURST, () => register('192.0.2.101')));
    expect(answers).toEqual(new Map([[201, 2], [429, BURST - 2]]));
  });

  it('sends at most 2 of 40 reset requests sent at once for one email (password reset per email)', async () => {
    nextWindow();
    const account = await registered('192.0.2.111');
    // From 40 addresses: the per-IP limit refuses none of them.
    const answers = tally(await burst(BURST, (index) => forgot(account.email, `192.0.2.${120 + index}`)));
    expect(answers).toEqual(new Map([[200, 2], [429, BURST - 2]]));
  });

  it('answers at most 4 of 40 reset requests sent at once from one IP (password reset per IP)', async () => {
    nextWindow();
    const answers = tally(await burst(BURST, (index) => forgot(`burst${index}@example.test`, '192.0.2.171')));
    expect(answers).toEqual(new Map([[200, 4], [429, BURST - 4]]));
  });

  it('starts at most 5 of 40 demo sessions asked for at once from one client (demo sessions per IP)', async () => {
    nextWindow();
    const answers = tally(await burst(BURST, () => request(testApp.app).post('/api/demo/session').set('Origin', testApp.config.publicUrl).set('X-Forwarded-For', '192.0.2.181').send({})));
    // Only the refusals are this limit's: the sessions past it are the demo journal's business.
    expect(answers.get(429)).toBe(BURST - 5);
  });

  it('takes at most 3 of 40 uploads sent at once by one user (imports per user)', async () => {
    nextWindow();
    const { browser } = await signedUpBrowser(testApp, 'burst');
    const upload = () => browser.post('/api/csv-upload-v2').set('X-Forwarded-For', '192.0.2.191').attach('file', CSV, 'day.csv').field('platform', 'das_trader').field('tradeDate', '2026-03-02').field('preview', 'true');
    const answers = tally(await burst(BURST, upload));
    expect(answers).toEqual(new Map([[200, 3], [429, BURST - 3]]));
  });

  it('holds the limits across two API processes on one database', async () => {
    nextWindow();
    const otherProcess = await startTestApp({ ...database.env, TRUST_PROXY: 'loopback', ...LIMITS });
    try {
      otherProcess.clock.advance(testApp.clock.now().getTime() - otherProcess.clock.now().getTime());
      const account = await registered('198.51.100.141');
      const either = (index: number) => (index % 2 === 0 ? testApp : otherProcess);
      const signIns = tally(await burst(BURST, (index) => signIn(account.username, 'wrong password', '198.51.100.142', either(index))));
      expect(signIns.get(401)).toBeLessThanOrEqual(3);
      expect(signIns.get(429)).toBeGreaterThanOrEqual(BURST - 3);
      const registrations = tally(await burst(BURST, (index) => register('198.51.100.143', newAccount('burst'), either(index))));
      expect(registrations).toEqual(new Map([[201, 2], [429, BURST - 2]]));
    } finally {
      await otherProcess.close();
    }
  });

  it('lets the right password through after failures below the limit, even sent many times at once, and then forgets the failures', async () => {
    nextWindow();
    const account = await registered('198.51.100.151');
    for (let failure = 0; failure < 2; failure += 1) await signIn(account.username, 'wrong password', '198.51.100.152').expect(401);
    // Sign-ins that succeed are no failures: each gives back the place it held while being checked.
    const answers = tally(await burst(10, () => signIn(account.username, PASSWORD, '198.51.100.152')));
    expect(answers).toEqual(new Map([[200, 10]]));
    for (let failure = 0; failure < 2; failure += 1) await signIn(account.username, 'wrong password', '198.51.100.152').expect(401);
    await signIn(account.username, PASSWORD, '198.51.100.152').expect(200);
  });
});
