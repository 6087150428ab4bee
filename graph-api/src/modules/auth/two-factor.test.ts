import { stat } from 'node:fs/promises';
import path from 'node:path';
import { generate } from 'otplib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Browser, signedUpBrowser } from '../../../test/support/accounts';
import { describeEachDatabase } from '../../../test/support/databases';
import { startTestApp, type TestApp } from '../../../test/support/test-app';

const BEGIN = 'mutation { beginTwoFactorSetup { secret otpauthUrl qrCodeDataUrl } }';
const ENABLE = 'mutation ($code: String!) { enableTwoFactor(code: $code) { id twoFactorEnabled } }';
const DISABLE = 'mutation ($code: String!) { disableTwoFactor(code: $code) { id twoFactorEnabled } }';
const TOTP_REQUIRED = { error: 'totp_required', message: 'Enter the 6-digit code from your authenticator app.' };
const TOTP_INVALID = { error: 'totp_invalid', message: 'That code is not valid. Enter the current code from your authenticator app.' };

const withoutRequestId = ({ requestId: _requestId, ...rest }: Record<string, unknown>) => rest;

describeEachDatabase('two-factor authentication', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
  });
  afterAll(() => testApp.close());

  /** The code an authenticator app shows now, by the app's clock. */
  const codeFor = (secret: string) => generate({ secret, epoch: Math.floor(testApp.clock.now().getTime() / 1000) });
  const nextStep = () => testApp.clock.advance(30_000);

  async function enabledAccount() {
    const signedUp = await signedUpBrowser(testApp, 'totp');
    const setup = (await signedUp.browser.graphql(BEGIN)).data!.beginTwoFactorSetup as { secret: string };
    await signedUp.browser.graphql(ENABLE, { code: await codeFor(setup.secret) });
    nextStep();
    return { ...signedUp, secret: setup.secret };
  }

  it('sets up with a secret, an otpauth URL and a QR code, and is on only after a valid code', async () => {
    const { browser, account } = await signedUpBrowser(testApp, 'totp');
    const setup = await browser.graphql(BEGIN);
    const { secret, otpauthUrl, qrCodeDataUrl } = setup.data!.beginTwoFactorSetup as Record<string, string>;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(`otpauth://totp/Trading%20Journal:${encodeURIComponent(account.email)}?secret=${secret}&issuer=Trading%20Journal`);
    expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);

    expect((await browser.graphql('{ me { twoFactorEnabled } }')).data).toEqual({ me: { twoFactorEnabled: false } });
    await new Browser(testApp).signIn(account.username).expect(200);

    const wrong = await browser.graphql(ENABLE, { code: '000000' });
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'That code is not valid. Enter the current code from your authenticator app.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const enabled = await browser.graphql(ENABLE, { code: await codeFor(secret!) });
    expect(enabled.data!.enableTwoFactor).toMatchObject({ twoFactorEnabled: true });
    expect((await browser.get('/api/auth/user').expect(200)).body.twoFactorEnabled).toBe(true);
  });

  it('keeps the secret encrypted at rest, with a key file readable by the server only', async () => {
    const { secret } = await enabledAccount();
    const rows = await testApp.orm.em.getConnection().execute('select sealed_secret from `two_factor`');
    expect(JSON.stringify(rows)).not.toContain(secret);
    expect(rows.every((row: { sealed_secret: string }) => row.sealed_secret.startsWith('v1.'))).toBe(true);
    expect((await stat(path.join(testApp.config.dataDir, 'secret.key'))).mode & 0o777).toBe(0o600);
  });

  it('then asks for the code at sign-in, refuses a wrong or replayed one, and accepts the current one', async () => {
    const { account, secret } = await enabledAccount();
    const required = await new Browser(testApp).signIn(account.username).expect(401);
    expect(withoutRequestId(required.body)).toEqual(TOTP_REQUIRED);
    const invalid = await new Browser(testApp).signIn(account.username, undefined, '123456').expect(401);
    expect(withoutRequestId(invalid.body)).toEqual(TOTP_INVALID);
    await new Browser(testApp).signIn(account.username, undefined, 'abcdef').expect(401);
    // A wrong password is still just that: the code is not even looked at.
    expect((await new Browser(testApp).signIn(account.username, 'wrong password', await codeFor(secret)).expect(401)).body.error).toBe('invalid_credentials');

    const code = await codeFor(secret);
    const browser = new Browser(testApp);
    await browser.signIn(account.username, undefined, code).expect(200);
    await browser.get('/api/auth/user').expect(200);
    expect(withoutRequestId((await new Browser(testApp).signIn(account.username, undefined, code).expect(401)).body)).toEqual(TOTP_INVALID);
    nextStep();
    await new Browser(testApp).signIn(account.username, undefined, await codeFor(secret)).expect(200);
  });

  it('accepts the code of the previous 30-second step (a phone clock a little behind)', async () => {
    const { account, secret } = await enabledAccount();
    const previous = await codeFor(secret);
    nextStep();
    await new Browser(testApp).signIn(account.username, undefined, previous).expect(200);
  });

  it('refuses a second setup while on, and turns off only with a valid code', async () => {
    const { browser, account, secret } = await enabledAccount();
    expect((await browser.graphql(BEGIN)).errors?.[0]).toMatchObject({ message: 'Two-factor authentication is already on.', extensions: { code: 'BAD_USER_INPUT' } });

    const wrong = await browser.graphql(DISABLE, { code: '000000' });
    expect(wrong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const disabled = await browser.graphql(DISABLE, { code: await codeFor(secret) });
    expect(disabled.data!.disableTwoFactor).toMatchObject({ twoFactorEnabled: false });
    await new Browser(testApp).signIn(account.username).expect(200);
    expect((await browser.graphql(DISABLE, { code: '000000' })).errors?.[0]?.message).toBe('Two-factor authentication is not on.');
  });

  it('refuses to enable before a setup was begun', async () => {
    const { browser } = await signedUpBrowser(testApp, 'totp');
    expect((await browser.graphql(ENABLE, { code: '123456' })).errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });
});
