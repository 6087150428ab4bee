import { afterAll, beforeAll, expect, it } from 'vitest';
import { FakeGoogle, type GoogleAccount } from '../../../test/fakes/fake-google';
import { Browser, signedUpBrowser } from '../../../test/support/accounts';
import { describeEachDatabase } from '../../../test/support/databases';
import { outbox, recipientsOf } from '../../../test/support/mailbox';
import { User } from '../../infra/users/user.entity';
import { startTestApp, type TestApp } from '../../../test/support/test-app';

const FAILED = '/sign-in?error=google_failed';
let people = 0;

function googleAccount(overrides: Partial<GoogleAccount> = {}): GoogleAccount {
  people += 1;
  return {
    sub: `10${Date.now()}${people}`,
    email: `grace.hopper${people}@gmail.test`,
    email_verified: true,
    name: 'Grace Hopper',
    given_name: 'Grace',
    family_name: 'Hopper',
    picture: 'https://lh3.googleusercontent.test/photo.jpg',
    ...overrides,
  };
}

/** The path and query of an absolute URL the app redirects to (supertest talks to the app directly). */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

describeEachDatabase('Google sign-in', (database) => {
  let google: FakeGoogle;
  let testApp: TestApp;
  beforeAll(async () => {
    google = await FakeGoogle.start();
    testApp = await startTestApp({ ...database.env, ...google.env });
  });
  afterAll(async () => {
    await testApp.close();
    await google.close();
  });

  /** Button → /api/login → Google's authorize page → back to the callback; returns the callback's answer. */
  async function signInWithGoogle(browser: Browser, account: GoogleAccount | null, returnTo = '/history') {
    google.willSignIn(account);
    const start = await browser.get(`/api/login?returnTo=${encodeURIComponent(returnTo)}`).expect(302);
    const authorize = new URL(start.headers.location!);
    const consent = await fetch(authorize, { redirect: 'manual' });
    expect(consent.status).toBe(302);
    return { authorize, callback: browser.get(pathOf(consent.headers.get('location')!)).expect(302) };
  }

  it('says it is available', async () => {
    expect((await new Browser(testApp).get('/api/auth/providers').expect(200)).body).toEqual({ google: true });
  });

  it('sends the browser to Google with state and PKCE, and creates the account of a new person', async () => {
    const browser = new Browser(testApp);
    const person = googleAccount();
    const { authorize, callback } = await signInWithGoogle(browser, person);
    expect(authorize.origin + authorize.pathname).toBe(`${google.baseUrl}/authorize`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: google.clientId,
      redirect_uri: `${testApp.config.publicUrl}/api/login/callback`,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      state: expect.stringMatching(/^[\w-]{43}$/),
    });

    const response = await callback;
    expect(response.headers.location).toBe('/history');
    expect(google.tokenRequests.at(-1)).toMatchObject({ grant_type: 'authorization_code', code_verifier: expect.any(String) });
    const me = (await browser.get('/api/auth/user').expect(200)).body;
    expect(me).toMatchObject({
      username: `grace.hopper${people}`,
      email: person.email,
      firstName: 'Grace',
      lastName: 'Hopper',
      profileImageUrl: person.picture,
      hasPassword: false,
      lastLoginIp: '127.0.0.1',
      trialEndsAt: expect.any(String),
    });
  });

  it('signs a returning Google user into the same account', async () => {
    const person = googleAccount();
    const first = new Browser(testApp);
    await (await signInWithGoogle(first, person)).callback;
    const id = (await first.get('/api/auth/user')).body.id;

    testApp.clock.advance(60_000);
    const second = new Browser(testApp);
    expect((await (await signInWithGoogle(second, { ...person, email: 'changed@gmail.test' }, '/dashboard')).callback).headers.location).toBe('/dashboard');
    const me = (await second.get('/api/auth/user').expect(200)).body;
    expect(me.id).toBe(id);
    expect(me.lastLoginAt).toBe(testApp.clock.now().toISOString());
  });

  /** Opens the verification link sign-up mailed to `address`, as its owner would. */
  async function verifyAddress(address: string) {
    const mail = (await outbox(testApp)).filter((candidate) => recipientsOf(candidate).includes(address)).find((candidate) => candidate.subject === 'Confirm your Trading Journal email address');
    const token = /confirm-email\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error(`No verification mail to ${address}`);
    expect((await new Browser(testApp).get(`/api/auth/confirm-email?token=${token}`).expect(303)).headers.location).toBe('/settings?email=verified');
  }

  it('links a verified Google email to the existing account whose address is verified, and signs out its other sessions', async () => {
    const { browser: passwordBrowser, account, user } = await signedUpBrowser(testApp);
    await verifyAddress(account.email.toLowerCase());
    const googleBrowser = new Browser(testApp);
    await (await signInWithGoogle(googleBrowser, googleAccount({ email: account.email }))).callback;
    expect((await googleBrowser.get('/api/auth/user').expect(200)).body).toMatchObject({ id: user.id, hasPassword: true });
    await passwordBrowser.get('/api/auth/user').expect(401);
    // The password still works too.
    await new Browser(testApp).signIn(account.username).expect(200);
  });

  it("never hands an account whose address was not verified to Google's owner of that address (pre-hijacking)", async () => {
    // Someone signs up with the victim's address and keeps the password; the victim never verifies it.
    const { browser: attacker, account, user } = await signedUpBrowser(testApp, 'squatter');
    const victim = new Browser(testApp);
    const response = await (await signInWithGoogle(victim, googleAccount({ email: account.email }))).callback;
    expect(response.headers.location).toBe('/sign-in?error=google_account_unverified');
    expect(victim.sessionCookie).toBeNull();
    // Nothing was linked: the account is as it was, the attacker's session lives on, no Google sign-in reaches it.
    expect((await attacker.get('/api/auth/user').expect(200)).body).toMatchObject({ id: user.id, emailVerified: false });
    expect((await testApp.orm.em.fork().findOneOrFail(User, user.id)).googleId).toBeNull();
    const again = await (await signInWithGoogle(new Browser(testApp), googleAccount({ email: account.email }))).callback;
    expect(again.headers.location).toBe('/sign-in?error=google_account_unverified');
  });

  it('refuses an email Google did not verify when it belongs to an account', async () => {
    const { account } = await signedUpBrowser(testApp);
    const browser = new Browser(testApp);
    const response = await (await signInWithGoogle(browser, googleAccount({ email: account.email, email_verified: false }))).callback;
    expect(response.headers.location).toBe(FAILED);
    expect(browser.sessionCookie).toBeNull();
  });

  it('gives a new account a free username when the email name is taken', async () => {
    const first = googleAccount({ email: 'same.name@one.test' });
    const second = googleAccount({ email: 'same.name@two.test' });
    const a = new Browser(testApp);
    const b = new Browser(testApp);
    await (await signInWithGoogle(a, first)).callback;
    await (await signInWithGoogle(b, second)).callback;
    expect((await a.get('/api/auth/user')).body.username).toBe('same.name');
    expect((await b.get('/api/auth/user')).body.username).toBe('same.name2');
  });

  it('answers a password sign-in to a Google-made account with oauth_account, until the user sets a password', async () => {
    const person = googleAccount();
    const browser = new Browser(testApp);
    await (await signInWithGoogle(browser, person)).callback;
    const response = await new Browser(testApp).signIn(person.email, 'any password').expect(401);
    expect(response.body).toMatchObject({
      error: 'oauth_account',
      message: 'This account was created with Google. Use Continue with Google to sign in.',
    });

    const set = await browser.graphql('mutation ($input: ChangePasswordInput!) { changePassword(input: $input) }', {
      input: { currentPassword: '', newPassword: 'my first password' },
    });
    expect(set.data).toEqual({ changePassword: true });
    await new Browser(testApp).signIn(person.email, 'my first password').expect(200);
  });

  it('refuses a callback whose state does not match the one this browser was given', async () => {
    const browser = new Browser(testApp);
    google.willSignIn(googleAccount());
    const start = await browser.get('/api/login').expect(302);
    const consent = await fetch(start.headers.location!, { redirect: 'manual' });
    const callback = new URL(consent.headers.get('location')!);

    const tampered = new URL(callback);
    tampered.searchParams.set('state', 'x'.repeat(43));
    expect((await browser.get(pathOf(tampered.toString())).expect(302)).headers.location).toBe(FAILED);
    expect(browser.sessionCookie).toBeNull();

    // The right state in another browser (no state cookie) is refused too; the state is now used up.
    expect((await new Browser(testApp).get(pathOf(callback.toString())).expect(302)).headers.location).toBe(FAILED);
    expect((await browser.get(pathOf(callback.toString())).expect(302)).headers.location).toBe(FAILED);
  });

  it('refuses a state older than 10 minutes', async () => {
    const browser = new Browser(testApp);
    google.willSignIn(googleAccount());
    const start = await browser.get('/api/login').expect(302);
    const consent = await fetch(start.headers.location!, { redirect: 'manual' });
    testApp.clock.advance(10 * 60_000 + 1000);
    expect((await browser.get(pathOf(consent.headers.get('location')!)).expect(302)).headers.location).toBe(FAILED);
  });

  it('sends the browser back to sign-in when the person refuses consent', async () => {
    const response = await (await signInWithGoogle(new Browser(testApp), null)).callback;
    expect(response.headers.location).toBe(FAILED);
  });

  it('returns only to paths on this site', async () => {
    for (const returnTo of ['https://evil.example/steal', '//evil.example', '/\\evil.example']) {
      const response = await (await signInWithGoogle(new Browser(testApp), googleAccount(), returnTo)).callback;
      expect(response.headers.location).toBe('/dashboard');
    }
  });
});
