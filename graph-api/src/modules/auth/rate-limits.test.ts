import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newAccount, PASSWORD } from '../../../test/support/accounts';
import { describeEachDatabase } from '../../../test/support/databases';
import { startTestApp, type TestApp } from '../../../test/support/test-app';

const SIGN_IN_LIMITED = { error: 'rate_limited', message: 'Too many sign-in attempts. Please wait a few minutes and try again.' };
const RESET_LIMITED = { error: 'rate_limited', message: 'Please wait a few minutes before requesting another reset link.' };
const MINUTE = 60_000;

const withoutRequestId = ({ requestId: _requestId, ...rest }: Record<string, unknown>) => rest;

describeEachDatabase('rate limits', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({
      ...database.env,
      // Loopback is a trusted proxy here, so each test can speak from its own client address.
      TRUST_PROXY: 'loopback',
      RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '3/10m',
      RATE_LIMIT_SIGN_IN_PER_IP: '5/10m',
      RATE_LIMIT_SIGN_IN_GLOBAL: '6/10m',
      RATE_LIMIT_SIGN_IN_PER_IP_UNDER_ATTACK: '2/5m',
      RATE_LIMIT_REGISTER_PER_IP: '2/1h',
      RATE_LIMIT_PASSWORD_RESET_PER_EMAIL: '2/15m',
      RATE_LIMIT_PASSWORD_RESET_PER_IP: '4/15m',
    });
  });
  afterAll(() => testApp.close());

  // Every window of this suite is over after this: tests do not count each other's requests.
  const nextWindow = () => testApp.clock.advance(60 * MINUTE);
  const post = (path: string, body: object, ip: string) => request(testApp.app).post(path).set('X-Forwarded-For', ip).send(body);
  const register = (ip: string, account = newAccount('limited')) => post('/api/auth/register', account, ip);
  const signIn = (usernameOrEmail: string, password: string, ip: string) => post('/api/auth/login', { usernameOrEmail, password }, ip);
  const forgot = (email: string, ip: string) => post('/api/auth/forgot-password', { email }, ip);

  it('refuses sign-in for an account and IP after 3 failures, with 429 and Retry-After, until the window ends', async () => {
    nextWindow();
    const account = newAccount();
    await register('198.51.100.1', account).expect(201);
    for (let failure = 0; failure < 3; failure += 1) await signIn(account.username, 'wrong password', '198.51.100.2').expect(401);

    const limited = await signIn(account.username, PASSWORD, '198.51.100.2').expect(429);
    expect(withoutRequestId(limited.body)).toEqual(SIGN_IN_LIMITED);
    expect(Number(limited.headers['retry-after'])).toBe(600);
    // The same account from another address, and another account from this one, are not blocked.
    await signIn(account.username, PASSWORD, '198.51.100.3').expect(200);
    await signIn('someone_else', 'wrong password', '198.51.100.2').expect(401);

    testApp.clock.advance(4 * MINUTE);
    expect(Number((await signIn(account.username, PASSWORD, '198.51.100.2').expect(429)).headers['retry-after'])).toBe(360);
    testApp.clock.advance(6 * MINUTE);
    await signIn(account.username, PASSWORD, '198.51.100.2').expect(200);
  });

  it('counts an unknown account like a known one', async () => {
    nextWindow();
    for (let failure = 0; failure < 3; failure += 1) await signIn('no_such_user', 'wrong password', '198.51.100.4').expect(401);
    await signIn('no_such_user', 'wrong password', '198.51.100.4').expect(429);
  });

  it('forgets the failures of an account and IP after a successful sign-in', async () => {
    nextWindow();
    const account = newAccount();
    await register('198.51.100.5', account).expect(201);
    for (let failure = 0; failure < 2; failure += 1) await signIn(account.email, 'wrong password', '198.51.100.5').expect(401);
    await signIn(account.email, PASSWORD, '198.51.100.5').expect(200);
    for (let failure = 0; failure < 2; failure += 1) await signIn(account.email, 'wrong password', '198.51.100.5').expect(401);
    await signIn(account.email, PASSWORD, '198.51.100.5').expect(200);
  });

  it('counts the username and the email of one account as one account', async () => {
    nextWindow();
    const account = newAccount();
    await register('198.51.100.6', account).expect(201);
    await signIn(account.username, 'wrong password', '198.51.100.7').expect(401);
    await signIn(account.email.toUpperCase(), 'wrong password', '198.51.100.7').expect(401);
    await signIn(` ${account.username} `, 'wrong password', '198.51.100.7').expect(401);
    await signIn(account.email, PASSWORD, '198.51.100.7').expect(429);
    await signIn(account.username, PASSWORD, '198.51.100.7').expect(429);
  });

  it("refuses one IP after 5 failures whatever the names, and never blocks another IP's users for them", async () => {
    nextWindow();
    const account = newAccount();
    const neighbour = newAccount();
    await register('198.51.100.8', account).expect(201);
    await register('198.51.100.8', neighbour).expect(201);
    // Made-up names, each under its own per-account limit: only the per-IP limit stops them.
    for (let failure = 0; failure < 5; failure += 1) await signIn(`made_up_${failure}`, 'wrong password', '203.0.113.1').expect(401);
    for (let refused = 0; refused < 5; refused += 1) {
      const limited = await signIn(`made_up_${refused + 10}`, 'wrong password', '203.0.113.1').expect(429);
      expect(withoutRequestId(limited.body)).toEqual(SIGN_IN_LIMITED);
      expect(Number(limited.headers['retry-after'])).toBe(600);
    }
    await signIn(account.username, PASSWORD, '203.0.113.1').expect(429);
    // Only its refused attempts went further: other addresses sign in, even after failing once.
    await signIn(account.username, PASSWORD, '198.51.100.9').expect(200);
    await signIn(neighbour.username, 'wrong password', '198.51.100.10').expect(401);
    await signIn(neighbour.username, PASSWORD, '198.51.100.10').expect(200);
  });

  it('counts an IPv6 client by its /64, whichever of its addresses it uses', async () => {
    nextWindow();
    for (let failure = 0; failure < 5; failure += 1) await signIn(`made_up_${failure}`, 'wrong password', `2001:db8:1:2::${failure + 1}`).expect(401);
    await signIn('made_up_9', 'wrong password', '2001:db8:1:2:ffff::9').expect(429);
    await signIn('made_up_9', 'wrong password', '2001:db8:1:3::1').expect(401);
  });

  it('under attack from many addresses (6 failures server-wide), refuses the addresses that failed twice, never the others', async () => {
    nextWindow();
    const account = newAccount();
    await register('198.51.100.11', account).expect(201);
    for (const attacker of ['203.0.113.11', '203.0.113.12', '203.0.113.13']) {
      for (let failure = 0; failure < 2; failure += 1) await signIn(`stuffed_${failure}`, 'wrong password', attacker).expect(401);
    }
    const limited = await signIn('stuffed_9', 'wrong password', '203.0.113.11').expect(429);
    expect(withoutRequestId(limited.body)).toEqual(SIGN_IN_LIMITED);
    // The attacker's own 5-minute window ends first.
    expect(Number(limited.headers['retry-after'])).toBe(300);
    await signIn(account.username, PASSWORD, '203.0.113.12').expect(429);

    await signIn(account.username, PASSWORD, '198.51.100.12').expect(200);
    await signIn(account.username, 'wrong password', '198.51.100.13').expect(401);
    await signIn(account.username, PASSWORD, '198.51.100.13').expect(200);

    testApp.clock.advance(5 * MINUTE);
    await signIn(account.username, PASSWORD, '203.0.113.12').expect(200);
  });

  it('refuses a third registration from one IP within the hour', async () => {
    nextWindow();
    await register('192.0.2.10').expect(201);
    await register('192.0.2.10').expect(201);
    const limited = await register('192.0.2.10').expect(429);
    expect(withoutRequestId(limited.body)).toEqual({ error: 'rate_limited', message: 'Too many sign-up attempts from your network. Please try again later.' });
    expect(Number(limited.headers['retry-after'])).toBe(3600);
    await register('192.0.2.11').expect(201);
  });

  it('refuses a third reset request for one email, known or not, within 15 minutes', async () => {
    nextWindow();
    const account = newAccount();
    await register('192.0.2.20', account).expect(201);
    for (const email of [account.email, 'unknown@example.test']) {
      await forgot(email, '192.0.2.21').expect(200);
      await forgot(email, '192.0.2.22').expect(200);
      const limited = await forgot(email, '192.0.2.23').expect(429);
      expect(withoutRequestId(limited.body)).toEqual(RESET_LIMITED);
      expect(Number(limited.headers['retry-after'])).toBe(900);
    }
  });

  it('refuses a fifth reset request from one IP within 15 minutes, whatever the emails', async () => {
    nextWindow();
    for (let request = 0; request < 4; request += 1) await forgot(`person${request}@example.test`, '192.0.2.30').expect(200);
    const limited = await forgot('person9@example.test', '192.0.2.30').expect(429);
    expect(withoutRequestId(limited.body)).toEqual(RESET_LIMITED);
    await forgot('person9@example.test', '192.0.2.31').expect(200);
  });

  it('keeps counters in the database, where a second API process counts along', async () => {
    nextWindow();
    const otherProcess = await startTestApp({ ...database.env, TRUST_PROXY: 'loopback', RATE_LIMIT_REGISTER_PER_IP: '2/1h' });
    try {
      otherProcess.clock.advance(testApp.clock.now().getTime() - otherProcess.clock.now().getTime());
      await register('192.0.2.40').expect(201);
      await request(otherProcess.app).post('/api/auth/register').set('X-Forwarded-For', '192.0.2.40').send(newAccount()).expect(201);
      await register('192.0.2.40').expect(429);
    } finally {
      await otherProcess.close();
    }
  });
});
