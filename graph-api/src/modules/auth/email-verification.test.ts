import { afterAll, beforeAll, expect, it } from 'vitest';
import { Browser, newAccount, signedUpBrowser } from '../../../test/support/accounts';
import { describeEachDatabase } from '../../../test/support/databases';
import { outbox, recipientsOf } from '../../../test/support/mailbox';
import { startTestApp, type TestApp } from '../../../test/support/test-app';

const VERIFY_SUBJECT = 'Confirm your Trading Journal email address';
const CHANGE_SUBJECT = 'Confirm your new Trading Journal email address';
const NOTICE_SUBJECT = 'Someone tried to create a Trading Journal account with your email address';
const CONFIRM_LINK = /https?:\/\/\S+\/api\/auth\/confirm-email\?token=([\w-]+)/;
const UPDATE_PROFILE = 'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { email pendingEmail emailVerified firstName } }';

describeEachDatabase('e-mail verification and changes of address', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
  });
  afterAll(() => testApp.close());

  const mailsTo = async (address: string, subject: string) => (await outbox(testApp)).filter((mail) => recipientsOf(mail).includes(address) && mail.subject === subject);
  /** The token of the newest mail of `subject` to `address`. */
  const linkTokenOf = async (address: string, subject: string) => {
    const token = CONFIRM_LINK.exec((await mailsTo(address, subject)).at(-1)?.text ?? '')?.[1];
    if (!token) throw new Error(`No "${subject}" mail to ${address}`);
    return token;
  };
  const open = (token: string) => new Browser(testApp).get(`/api/auth/confirm-email?token=${encodeURIComponent(token)}`).expect(303);
  const me = async (browser: Browser) => (await browser.get('/api/auth/user').expect(200)).body as { email: string; emailVerified: boolean; pendingEmail: string | null };

  it('mails a link at sign-up that verifies the address once, and only once', async () => {
    const { browser, account } = await signedUpBrowser(testApp, 'verify');
    const address = account.email.toLowerCase();
    expect(await me(browser)).toMatchObject({ email: address, emailVerified: false, pendingEmail: null });
    const token = await linkTokenOf(address, VERIFY_SUBJECT);
    // The link is stored hashed: the log never holds it.
    expect(testApp.logs.text()).not.toContain(token);

    expect((await open(token)).headers.location).toBe('/settings?email=verified');
    expect(await me(browser)).toMatchObject({ email: address, emailVerified: true });
    expect((await open(token)).headers.location).toBe('/settings?email=invalid');
    expect((await open('not-a-token')).headers.location).toBe('/settings?email=invalid');
    expect((await open('')).headers.location).toBe('/settings?email=invalid');
  });

  it('changes an address only when the link mailed to the new one is opened', async () => {
    const { browser, account } = await signedUpBrowser(testApp, 'mover');
    const newAddress = `moved.${account.username}@example.test`;
    const answer = await browser.graphql(UPDATE_PROFILE, { input: { name: 'Ada King', email: newAddress.toUpperCase(), timezone: 'pst' } });
    expect(answer.errors).toBeUndefined();
    // The name and zone are saved at once; the address waits for its link.
    expect(answer.data!.updateProfile).toEqual({ email: account.email.toLowerCase(), pendingEmail: newAddress, emailVerified: false, firstName: 'Ada' });
    await new Browser(testApp).signIn(newAddress).expect(401);
    await new Browser(testApp).signIn(account.email).expect(200);

    const token = await linkTokenOf(newAddress, CHANGE_SUBJECT);
    expect((await open(token)).headers.location).toBe('/settings?email=changed');
    expect(await me(browser)).toMatchObject({ email: newAddress, emailVerified: true, pendingEmail: null });
    await new Browser(testApp).signIn(newAddress).expect(200);
    await new Browser(testApp).signIn(account.email).expect(401);
    expect((await open(token)).headers.location).toBe('/settings?email=invalid');
  });

  it('answers a taken address exactly as a free one, mails nothing to it, and never hands it over', async () => {
    const { account: owner } = await signedUpBrowser(testApp, 'owner');
    const { browser, account } = await signedUpBrowser(testApp, 'prober');
    const ownerAddress = owner.email.toLowerCase();
    const free = `free.${account.username}@example.test`;

    const taken = await browser.graphql(UPDATE_PROFILE, { input: { name: 'X', email: ownerAddress, timezone: 'est' } });
    expect(taken.errors).toBeUndefined();
    expect(taken.data!.updateProfile).toMatchObject({ email: account.email.toLowerCase(), pendingEmail: ownerAddress });
    expect(await mailsTo(ownerAddress, CHANGE_SUBJECT)).toEqual([]);
    const freeAnswer = await browser.graphql(UPDATE_PROFILE, { input: { name: 'X', email: free, timezone: 'est' } });
    // Same shape, same words: nothing tells the two apart.
    expect(Object.keys(freeAnswer.data!.updateProfile as object)).toEqual(Object.keys(taken.data!.updateProfile as object));
    expect(freeAnswer.data!.updateProfile).toMatchObject({ email: account.email.toLowerCase(), pendingEmail: free });

    // The owner's account is untouched, and still theirs.
    await new Browser(testApp).signIn(ownerAddress).expect(200);
    // A link to an address someone else took meanwhile changes nothing and says so.
    const token = await linkTokenOf(free, CHANGE_SUBJECT);
    const thief = new Browser(testApp);
    await thief.register({ ...newAccount('thief'), email: free });
    expect((await open(token)).headers.location).toBe('/settings?email=taken');
    expect(await me(browser)).toMatchObject({ email: account.email.toLowerCase() });
  });

  it('refuses an invalid address, and changes of address past the limit per user, with the limit named', async () => {
    const { browser, account } = await signedUpBrowser(testApp, 'burst');
    const invalid = await browser.graphql(UPDATE_PROFILE, { input: { name: 'X', email: 'nope', timezone: 'est' } });
    expect(invalid.errors?.[0]).toMatchObject({ message: 'Please enter a valid email address.', extensions: { code: 'BAD_USER_INPUT' } });
    // RATE_LIMIT_EMAIL_CHANGE_PER_USER, 5 an hour: the sixth at once is refused, whatever the addresses.
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => browser.graphql(UPDATE_PROFILE, { input: { name: 'X', email: `try${index}.${account.username}@example.test`, timezone: 'est' } })),
    );
    const refused = answers.filter((answer) => answer.errors);
    expect(answers.length - refused.length).toBe(5);
    for (const answer of refused) expect(answer.errors![0]).toMatchObject({ message: 'Too many email address changes. Please wait before trying again.', extensions: { code: 'TOO_MANY_REQUESTS' } });
  });

  it("tells the owner of an address someone tried to sign up with, once a day, and keeps sign-up's 409", async () => {
    const { account: owner } = await signedUpBrowser(testApp, 'target');
    const address = owner.email.toLowerCase();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await new Browser(testApp).post('/api/auth/register', { ...newAccount('squatter'), email: address });
      expect(response.status).toBe(409);
    }
    const notices = await mailsTo(address, NOTICE_SUBJECT);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).not.toMatch(/squatter/i);
  });
});
