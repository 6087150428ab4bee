import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeSmtpServer } from '../../../test/fakes/fake-smtp-server';
import { Browser, signedUpBrowser } from '../../../test/support/accounts';
import { describeEachDatabase } from '../../../test/support/databases';
import { latestResetToken, outbox, RESET_LINK, recipientsOf } from '../../../test/support/mailbox';
import { startSqliteTestApp, startTestApp, type TestApp } from '../../../test/support/test-app';

const FORGOT_ANSWER = { message: 'If this email exists in our system, a password reset link has been sent to your inbox.' };
const INVALID_LINK = { valid: false, error: 'invalid_token', message: 'This reset link is invalid or has expired.' };
const NEW_PASSWORD = 'a brand new password';
const MINUTE = 60_000;

const withoutRequestId = ({ requestId: _requestId, ...rest }: Record<string, unknown>) => rest;

describeEachDatabase('password reset', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
  });
  afterAll(() => testApp.close());

  const forgot = (email: string) => new Browser(testApp).post('/api/auth/forgot-password', { email });
  const verify = (token: string) => new Browser(testApp).get(`/api/auth/verify-reset-token/${token}`);
  const reset = (token: string, password = NEW_PASSWORD) => new Browser(testApp).post('/api/auth/reset-password', { token, password });

  it('mails a link (to the outbox without SMTP) that verifies, resets the password once, and only once', async () => {
    const { account } = await signedUpBrowser(testApp);
    const answer = await forgot(account.email).expect(200);
    expect(answer.body).toEqual(FORGOT_ANSWER);

    // Sign-up mailed its verification link first; the reset mail is the one asked for here.
    const mails = (await outbox(testApp)).filter((mail) => recipientsOf(mail).includes(account.email) && mail.subject !== 'Confirm your Trading Journal email address');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Reset your Trading Journal password');
    const link = RESET_LINK.exec(mails[0]!.text ?? '')!;
    expect(link[0]).toMatch(new RegExp(`^${testApp.config.publicUrl}/reset-password\\?token=[\\w-]{43}$`));
    const token = link[1]!;
    // The log says where the mail went, never what is in it.
    expect(testApp.logs.text()).toContain('mail written to the outbox folder');
    expect(testApp.logs.text()).not.toContain(token);

    expect((await verify(token).expect(200)).body).toEqual({ valid: true, email: account.email, message: 'Reset link is valid.' });
    expect((await reset(token).expect(200)).body).toEqual({ message: 'Your password has been updated successfully.' });

    await new Browser(testApp).signIn(account.username).expect(401);
    await new Browser(testApp).signIn(account.username, NEW_PASSWORD).expect(200);

    expect(withoutRequestId((await verify(token).expect(400)).body)).toEqual(INVALID_LINK);
    const reuse = await reset(token, 'yet another password').expect(400);
    expect(withoutRequestId(reuse.body)).toEqual({ error: 'invalid_token', message: 'This reset link is invalid or has expired.' });
    await new Browser(testApp).signIn(account.username, NEW_PASSWORD).expect(200);
  });

  it('answers an unknown email exactly like a known one, and mails nothing', async () => {
    const before = (await outbox(testApp)).length;
    expect((await forgot('nobody-here@example.test').expect(200)).body).toEqual(FORGOT_ANSWER);
    expect(await outbox(testApp)).toHaveLength(before);
  });

  it.each([
    [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
    [{}, 'Email is required.'],
  ])('refuses %o with 400 validation_error', async (body, message) => {
    const response = await new Browser(testApp).post('/api/auth/forgot-password', body).expect(400);
    expect(withoutRequestId(response.body)).toEqual({ error: 'validation_error', message });
  });

  it('keeps a link valid for 15 minutes, not longer', async () => {
    const { account } = await signedUpBrowser(testApp);
    await forgot(account.email).expect(200);
    const token = await latestResetToken(testApp, account.email);
    testApp.clock.advance(15 * MINUTE - 1000);
    await verify(token).expect(200);
    testApp.clock.advance(1000);
    expect(withoutRequestId((await verify(token).expect(400)).body)).toEqual(INVALID_LINK);
    await reset(token).expect(400);
    await new Browser(testApp).signIn(account.username).expect(200);
  });

  it('revokes the other links of the user and signs the user out everywhere on success', async () => {
    const { browser, account } = await signedUpBrowser(testApp);
    await forgot(account.email).expect(200);
    const first = await latestResetToken(testApp, account.email);
    await forgot(account.email).expect(200);
    const second = await latestResetToken(testApp, account.email);
    expect(second).not.toBe(first);

    await reset(second).expect(200);
    await verify(first).expect(400);
    await reset(first).expect(400);
    await browser.get('/api/auth/user').expect(401);
  });

  it('refuses a short new password and leaves the link usable', async () => {
    const { account } = await signedUpBrowser(testApp);
    await forgot(account.email).expect(200);
    const token = await latestResetToken(testApp, account.email);
    const response = await reset(token, 'short').expect(400);
    expect(withoutRequestId(response.body)).toEqual({ error: 'validation_error', message: 'Password must be at least 6 characters long.' });
    await verify(token).expect(200);
  });

  it('refuses a made-up token', async () => {
    await verify('made-up-token').expect(400);
    expect((await reset('made-up-token').expect(400)).body).toMatchObject({ error: 'invalid_token' });
  });

  it('stores only a hash of the token', async () => {
    const { account } = await signedUpBrowser(testApp);
    await forgot(account.email).expect(200);
    const token = await latestResetToken(testApp, account.email);
    const rows = await testApp.orm.em.getConnection().execute('select * from `password_reset_token`');
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('password reset over SMTP', () => {
  let smtp: FakeSmtpServer;
  let testApp: TestApp;
  beforeAll(async () => {
    smtp = await FakeSmtpServer.start();
    testApp = await startSqliteTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Trading Journal <no-reply@journal.test>', PUBLIC_URL: 'https://journal.test' });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  it('sends the mail to a real SMTP server (with its login); following the link resets the password', async () => {
    const { account } = await signedUpBrowser(testApp);
    await new Browser(testApp).post('/api/auth/forgot-password', { email: account.email }).expect(200);

    const { parsed } = await smtp.mailTo(account.email, 'Reset your Trading Journal password');
    expect(parsed.from?.text).toBe('"Trading Journal" <no-reply@journal.test>');
    expect(parsed.subject).toBe('Reset your Trading Journal password');
    const link = new URL(RESET_LINK.exec(parsed.text ?? '')![0]);
    expect(link.origin).toBe('https://journal.test');
    expect(await outbox(testApp)).toEqual([]);

    // What the reset page does with the link: read the token, check it, post the new password.
    const token = link.searchParams.get('token')!;
    const page = new Browser(testApp);
    expect((await page.get(`/api/auth/verify-reset-token/${encodeURIComponent(token)}`).expect(200)).body.email).toBe(account.email);
    await page.post('/api/auth/reset-password', { token, password: NEW_PASSWORD }).expect(200);
    await new Browser(testApp).signIn(account.email, NEW_PASSWORD).expect(200);
    expect(testApp.logs.text()).toContain('Mail sent over SMTP');
    expect(testApp.logs.text()).not.toContain(token);
  });

  it('still answers 200 when the SMTP server refuses the login, and logs the failure', async () => {
    const wrongLogin = await startSqliteTestApp({ SMTP_URL: smtp.url.replace('s3cret-smtp', 'wr0ng-pa55') });
    try {
      const { account } = await signedUpBrowser(wrongLogin);
      expect((await new Browser(wrongLogin).post('/api/auth/forgot-password', { email: account.email }).expect(200)).body).toEqual(FORGOT_ANSWER);
      await wrongLogin.services.mailer.idle();
      expect(wrongLogin.logs.text()).toContain('Sending a mail failed');
      expect(wrongLogin.logs.text()).not.toContain('wr0ng-pa55');
    } finally {
      await wrongLogin.close();
    }
  });
});
