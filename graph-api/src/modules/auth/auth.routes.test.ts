import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, newAccount, PASSWORD, SESSION_COOKIE, setCookiesOf, signedUpBrowser } from '../../../test/support/accounts';
import { describeEachDatabase } from '../../../test/support/databases';
import { startSqliteTestApp, startTestApp, type TestApp } from '../../../test/support/test-app';

const UNAUTHENTICATED = { error: 'unauthenticated', message: 'Authentication required. Please sign in.' };
const INVALID_CREDENTIALS = { error: 'invalid_credentials', message: 'Invalid username/email or password.' };
const HOUR = 3_600_000;

/** A response body without its requestId, which differs on every answer. */
const withoutRequestId = ({ requestId: _requestId, ...rest }: Record<string, unknown>) => rest;

describeEachDatabase('accounts over REST', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    // Short timeouts, to show they are configurable; loopback is trusted as a proxy so tests can set X-Forwarded-*.
    testApp = await startTestApp({ ...database.env, SESSION_IDLE_TIMEOUT: '1h', SESSION_ABSOLUTE_TIMEOUT: '3h', TRUST_PROXY: 'loopback' });
  });
  afterAll(() => testApp.close());

  describe('POST /api/auth/register', () => {
    it('creates the account, signs it in with an HttpOnly SameSite=Lax cookie, and starts the 14-day trial', async () => {
      const browser = new Browser(testApp);
      const account = { ...newAccount('Signup'), firstName: 'Ada', lastName: 'Lovelace' };
      const response = await browser.post('/api/auth/register', account).expect(201);

      const now = testApp.clock.now();
      expect(response.body).toEqual({
        message: 'Account created',
        user: {
          id: expect.any(Number),
          username: account.username.toLowerCase(),
          email: account.email.toLowerCase(),
          firstName: 'Ada',
          lastName: 'Lovelace',
          profileImageUrl: null,
          hasPassword: true,
          twoFactorEnabled: false,
          lastLoginAt: now.toISOString(),
          lastLoginIp: '127.0.0.1',
          trialEndsAt: new Date(now.getTime() + 14 * 24 * HOUR).toISOString(),
          createdAt: now.toISOString(),
          usageAnalytics: true,
          demo: false,
          emailVerified: false,
          pendingEmail: null,
        },
      });
      expect(response.headers['cache-control']).toBe('no-store');
      const cookie = setCookiesOf(response).find((line) => line.startsWith(`${SESSION_COOKIE}=`));
      expect(cookie).toMatch(/; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
      expect(cookie).not.toMatch(/Secure/);

      const me = await browser.get('/api/auth/user').expect(200);
      expect(me.body).toEqual(response.body.user);
    });

    it.each([
      [{ username: 'ab' }, 'Username must be 3 to 30 characters: letters, digits, underscore, dot or hyphen.'],
      [{ username: 'has space' }, 'Username must be 3 to 30 characters: letters, digits, underscore, dot or hyphen.'],
      [{ username: 'x'.repeat(31) }, 'Username must be 3 to 30 characters: letters, digits, underscore, dot or hyphen.'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
      [{ email: '' }, 'Email is required.'],
      [{ password: '12345' }, 'Password must be at least 6 characters long.'],
      [{ password: undefined }, 'Password is required.'],
      [{ firstName: 42 }, 'First name must be text.'],
    ])('refuses %o with 400 validation_error', async (change, message) => {
      const response = await new Browser(testApp).post('/api/auth/register', { ...newAccount(), ...change }).expect(400);
      expect(withoutRequestId(response.body)).toEqual({ error: 'validation_error', message });
    });

    it('refuses a body that is not a JSON object', async () => {
      const response = await new Browser(testApp).post('/api/auth/register', ['not', 'an', 'object']).expect(400);
      expect(withoutRequestId(response.body)).toEqual({ error: 'validation_error', message: 'Send the fields as a JSON object.' });
    });

    it('refuses a taken username or email, whatever their case, with 409 account_exists', async () => {
      const { account } = await signedUpBrowser(testApp);
      for (const clash of [
        { ...newAccount(), username: account.username.toUpperCase() },
        { ...newAccount(), email: account.email.toUpperCase() },
      ]) {
        const response = await new Browser(testApp).post('/api/auth/register', clash).expect(409);
        expect(withoutRequestId(response.body)).toEqual({ error: 'account_exists', message: 'An account with this username or email already exists.' });
      }
    });
  });

  describe('POST /api/auth/login', () => {
    it('signs in by username or by email, in any case, and records the time and the client IP', async () => {
      const { account } = await signedUpBrowser(testApp);
      testApp.clock.advance(HOUR);
      for (const usernameOrEmail of [account.username, account.email.toUpperCase()]) {
        const browser = new Browser(testApp);
        const response = await browser.signIn(usernameOrEmail).expect(200);
        expect(response.body).toMatchObject({ message: 'Signed in', user: { username: account.username.toLowerCase() } });
        expect(response.body.user.lastLoginAt).toBe(testApp.clock.now().toISOString());
        expect(browser.sessionCookie).not.toBeNull();
      }
    });

    it('records the address from X-Forwarded-For behind a trusted proxy, and marks the cookie Secure over HTTPS', async () => {
      const { account } = await signedUpBrowser(testApp);
      const response = await request(testApp.app)
        .post('/api/auth/login')
        .set('X-Forwarded-For', '203.0.113.7')
        .set('X-Forwarded-Proto', 'https')
        .set('X-Forwarded-Host', 'journal.example.com')
        .set('Origin', 'https://journal.example.com')
        .send({ usernameOrEmail: account.username, password: PASSWORD })
        .expect(200);
      expect(response.body.user.lastLoginIp).toBe('203.0.113.7');
      expect(setCookiesOf(response).find((line) => line.startsWith(`${SESSION_COOKIE}=`))).toMatch(/; Secure/);
    });

    it('answers an unknown account and a wrong password identically', async () => {
      const { account } = await signedUpBrowser(testApp);
      const wrongPassword = await new Browser(testApp).signIn(account.username, 'not the password').expect(401);
      const unknownUser = await new Browser(testApp).signIn('nobody_at_all', 'not the password').expect(401);
      const unknownEmail = await new Browser(testApp).signIn('nobody@example.test', 'not the password').expect(401);
      for (const response of [wrongPassword, unknownUser, unknownEmail]) {
        expect(withoutRequestId(response.body)).toEqual(INVALID_CREDENTIALS);
        expect(setCookiesOf(response)).toEqual([]);
      }
    });

    it.each([
      [{ usernameOrEmail: '', password: 'x' }, 'Username or email is required.'],
      [{ usernameOrEmail: 'someone' }, 'Password is required.'],
      [{ usernameOrEmail: 'someone', password: '' }, 'Password is required.'],
    ])('refuses %o with 400 validation_error', async (body, message) => {
      const response = await new Browser(testApp).post('/api/auth/login', body).expect(400);
      expect(withoutRequestId(response.body)).toEqual({ error: 'validation_error', message });
    });

    it('starts a session with a new id at every sign-in: the old cookie stops working', async () => {
      const { browser, account } = await signedUpBrowser(testApp);
      const before = browser.sessionCookie!;
      await browser.signIn(account.username).expect(200);
      const after = browser.sessionCookie!;
      expect(after).not.toBe(before);
      await browser.get('/api/auth/user').expect(200);

      const replay = new Browser(testApp);
      replay.cookies.set(SESSION_COOKIE, before);
      expect((await replay.get('/api/auth/user').expect(401)).body).toMatchObject(UNAUTHENTICATED);
    });
  });

  describe('sessions', () => {
    it('GET /api/auth/user answers 401 to a signed-out caller and to a made-up cookie', async () => {
      const response = await request(testApp.app).get('/api/auth/user').expect(401);
      expect(withoutRequestId(response.body)).toEqual(UNAUTHENTICATED);
      await request(testApp.app).get('/api/auth/user').set('Cookie', `${SESSION_COOKIE}=made-up`).expect(401);
    });

    it('POST /api/logout ends the session on the server and clears the cookie', async () => {
      const { browser } = await signedUpBrowser(testApp);
      const cookie = browser.sessionCookie!;
      const response = await browser.post('/api/logout').expect(200);
      expect(response.body).toEqual({ message: 'Signed out' });
      expect(setCookiesOf(response).find((line) => line.startsWith(`${SESSION_COOKIE}=`))).toMatch(/Expires=Thu, 01 Jan 1970/);
      expect(browser.sessionCookie).toBeNull();

      const replay = new Browser(testApp);
      replay.cookies.set(SESSION_COOKIE, cookie);
      await replay.get('/api/auth/user').expect(401);
      // Signing out twice is harmless.
      await replay.post('/api/logout').expect(200);
    });

    it('stores only a hash of the session id', async () => {
      const { browser } = await signedUpBrowser(testApp);
      const rows = await testApp.orm.em.getConnection().execute('select token_hash from `session`');
      expect(rows.map((row: { token_hash: string }) => row.token_hash)).not.toContain(browser.sessionCookie);
      expect(JSON.stringify(rows)).not.toContain(browser.sessionCookie);
    });

    it('ends a session left idle for SESSION_IDLE_TIMEOUT, and keeps one in use', async () => {
      const { browser } = await signedUpBrowser(testApp);
      testApp.clock.advance(HOUR - 60_000);
      await browser.get('/api/auth/user').expect(200);
      testApp.clock.advance(HOUR - 60_000);
      await browser.get('/api/auth/user').expect(200);
      testApp.clock.advance(HOUR + 1000);
      await browser.get('/api/auth/user').expect(401);
    });

    it('ends a session SESSION_ABSOLUTE_TIMEOUT after sign-in, however busy', async () => {
      const { browser } = await signedUpBrowser(testApp);
      for (let elapsed = 0; elapsed < 3 * HOUR - 30 * 60_000; elapsed += 30 * 60_000) {
        testApp.clock.advance(30 * 60_000);
        await browser.get('/api/auth/user').expect(200);
      }
      testApp.clock.advance(31 * 60_000);
      await browser.get('/api/auth/user').expect(401);
    });

    it('lives in the database: another API process (or a restarted one) knows it', async () => {
      const { browser } = await signedUpBrowser(testApp);
      const otherProcess = await startTestApp({ ...database.env, SESSION_IDLE_TIMEOUT: '1h', SESSION_ABSOLUTE_TIMEOUT: '3h' });
      try {
        otherProcess.clock.advance(testApp.clock.now().getTime() - otherProcess.clock.now().getTime());
        const response = await request(otherProcess.app).get('/api/auth/user').set('Cookie', `${SESSION_COOKIE}=${browser.sessionCookie}`).expect(200);
        expect(response.body.username).toMatch(/^trader_/);
      } finally {
        await otherProcess.close();
      }
    });
  });

  describe('same-origin check and body types', () => {
    it('refuses a cross-site POST with 403, even with valid credentials', async () => {
      const { account } = await signedUpBrowser(testApp);
      const response = await request(testApp.app)
        .post('/api/auth/login')
        .set('Origin', 'https://evil.example')
        .send({ usernameOrEmail: account.username, password: PASSWORD })
        .expect(403);
      expect(withoutRequestId(response.body)).toEqual({ error: 'cross_site_request', message: 'Cross-site request refused.' });
    });

    it('refuses a POST carrying the session cookie but no Origin', async () => {
      const { browser } = await signedUpBrowser(testApp);
      await request(testApp.app).post('/api/logout').set('Cookie', `${SESSION_COOKIE}=${browser.sessionCookie}`).expect(403);
      await browser.get('/api/auth/user').expect(200);
    });

    it('lets a client without cookies and without Origin (curl, scripts) through', async () => {
      const account = newAccount('script');
      await request(testApp.app).post('/api/auth/register').send(account).expect(201);
      await request(testApp.app).post('/api/auth/login').send({ usernameOrEmail: account.username, password: PASSWORD }).expect(200);
    });

    it('refuses a form or text body with 415', async () => {
      const browser = new Browser(testApp);
      const form = await request(testApp.app).post('/api/auth/login').set('Origin', browser.origin).type('form').send('usernameOrEmail=a&password=b').expect(415);
      expect(form.body).toMatchObject({ error: 'unsupported_media_type' });
      await request(testApp.app).post('/api/auth/login').set('Origin', browser.origin).set('Content-Type', 'text/plain').send('{}').expect(415);
    });
  });

  it('GET /api/auth/providers says Google is off, and GET /api/login sends the browser back to the sign-in page with the failure', async () => {
    expect((await request(testApp.app).get('/api/auth/providers').expect(200)).body).toEqual({ google: false });
    // A browser navigates here (Continue with Google): a JSON 503 would leave it on a dead page.
    for (const path of ['/api/login?returnTo=/history', '/api/login/callback?code=x&state=y']) {
      const response = await request(testApp.app).get(path).expect(302);
      expect(response.headers.location).toBe('/sign-in?error=google_failed');
    }
  });
});

describe('accounts over REST without a trusted proxy', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startSqliteTestApp();
  });
  afterAll(() => testApp.close());

  it('ignores X-Forwarded-For and X-Forwarded-Proto', async () => {
    const account = newAccount();
    const response = await request(testApp.app)
      .post('/api/auth/register')
      .set('X-Forwarded-For', '203.0.113.7')
      .set('X-Forwarded-Proto', 'https')
      .send(account)
      .expect(201);
    expect(response.body.user.lastLoginIp).toBe('127.0.0.1');
    expect(setCookiesOf(response).join()).not.toMatch(/Secure/);
  });
});

describe('sign-in timing', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    // The production cost, so that the work done is measurable.
    testApp = await startSqliteTestApp({ PASSWORD_HASH_MEMORY_KIB: '19456', PASSWORD_HASH_ITERATIONS: '2' });
  });
  afterAll(() => testApp.close());

  it('takes about as long for an unknown account as for a wrong password', async () => {
    const { account } = await signedUpBrowser(testApp);
    const timed = async (usernameOrEmail: string) => {
      const started = performance.now();
      await new Browser(testApp).signIn(usernameOrEmail, 'wrong password').expect(401);
      return performance.now() - started;
    };
    const median = (durations: number[]) => durations.sort((a, b) => a - b)[Math.floor(durations.length / 2)]!;
    await timed('warm_up_the_dummy_hash');
    // Interleaved, so a burst of load from other test files slows both kinds of attempt alike.
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      wrong.push(await timed(account.username));
      unknown.push(await timed('no_such_account'));
    }
    const wrongPassword = median(wrong);
    const unknownAccount = median(unknown);
    expect(unknownAccount / wrongPassword).toBeGreaterThan(0.6);
    expect(unknownAccount / wrongPassword).toBeLessThan(1.6);
  });
});
