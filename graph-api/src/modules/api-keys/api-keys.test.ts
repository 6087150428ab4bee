import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedUpBrowser } from '../../../test/support/accounts';
import { describeEachDatabase } from '../../../test/support/databases';
import { startTestApp, type TestApp } from '../../../test/support/test-app';

const CREATE = 'mutation ($name: String!) { createApiKey(name: $name) { token apiKey { id name prefix createdAt lastUsedAt } } }';
const LIST = '{ apiKeys { id name prefix createdAt lastUsedAt } }';
const REVOKE = 'mutation ($id: ID!) { revokeApiKey(id: $id) }';

describeEachDatabase('API keys', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
  });
  afterAll(() => testApp.close());

  async function userWithKey(name = 'Trading bot') {
    const signedUp = await signedUpBrowser(testApp, 'keys');
    const created = (await signedUp.browser.graphql(CREATE, { name })).data!.createApiKey as { token: string; apiKey: { id: string; prefix: string } };
    return { ...signedUp, ...created };
  }

  it('creates a key whose token is shown once, and lists it without the token', async () => {
    const { browser, token, apiKey } = await userWithKey('  Trading bot  ');
    expect(token).toMatch(/^tj_[\w-]{43}$/);
    expect(apiKey).toEqual({ id: expect.any(String), name: 'Trading bot', prefix: token.slice(0, 9), createdAt: testApp.clock.now().toISOString(), lastUsedAt: null });
    expect((await browser.graphql(LIST)).data).toEqual({ apiKeys: [apiKey] });

    const rows = await testApp.orm.em.getConnection().execute('select * from `api_key`');
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('authenticates REST and GraphQL with Authorization: Bearer, without cookies or Origin, and records its use', async () => {
    const { browser, token, user } = await userWithKey();
    testApp.clock.advance(5 * 60_000);
    const rest = await request(testApp.app).get('/api/auth/user').set('Authorization', `Bearer ${token}`).expect(200);
    expect(rest.body).toMatchObject({ id: user.id, username: user.username });
    const graphql = await request(testApp.app).post('/graphql').set('Authorization', `Bearer ${token}`).send({ query: '{ me { id } settings { timezone } }' }).expect(200);
    expect(graphql.body.data).toEqual({ me: { id: String(user.id) }, settings: { timezone: 'est' } });

    const [listed] = (await browser.graphql(LIST)).data!.apiKeys as Array<{ lastUsedAt: string }>;
    expect(listed!.lastUsedAt).toBe(testApp.clock.now().toISOString());
  });

  it('stops working once revoked (401), and disappears from the list', async () => {
    const { browser, token, apiKey } = await userWithKey();
    expect((await browser.graphql(REVOKE, { id: apiKey.id })).data).toEqual({ revokeApiKey: true });
    const refused = await request(testApp.app).get('/api/auth/user').set('Authorization', `Bearer ${token}`).expect(401);
    expect(refused.body).toMatchObject({ error: 'invalid_api_key', message: 'This API key is invalid or has been revoked.' });
    const graphql = await request(testApp.app).post('/graphql').set('Authorization', `Bearer ${token}`).send({ query: '{ me { id } }' });
    expect(graphql.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await browser.graphql(LIST)).data).toEqual({ apiKeys: [] });
    expect((await browser.graphql(REVOKE, { id: apiKey.id })).errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('never falls back to the session cookie when the bearer token is bad', async () => {
    const { browser } = await userWithKey();
    await request(testApp.app).get('/api/auth/user').set('Cookie', `tj_session=${browser.sessionCookie}`).set('Authorization', 'Bearer tj_not-a-key').expect(401);
  });

  it('cannot change how the account is secured (FORBIDDEN): that needs a signed-in session', async () => {
    const { token, user } = await userWithKey();
    for (const query of [
      'mutation { createApiKey(name: "another") { token } }',
      'mutation { revokeApiKey(id: "1") }',
      'mutation { changePassword(input: { currentPassword: "x", newPassword: "yyyyyyyy" }) }',
      'mutation { beginTwoFactorSetup { secret } }',
      'mutation { updateProfile(input: { name: "X", email: "x@example.test", timezone: "est" }) { id } }',
      `mutation { deleteAccount(confirmUsername: "${user.username}") }`,
    ]) {
      const response = await request(testApp.app).post('/graphql').set('Authorization', `Bearer ${token}`).send({ query });
      expect(response.body.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
    await request(testApp.app).get('/api/auth/user').set('Authorization', `Bearer ${token}`).expect(200);
  });

  it('refuses a key without a name', async () => {
    const { browser } = await signedUpBrowser(testApp, 'keys');
    const response = await browser.graphql(CREATE, { name: '   ' });
    expect(response.errors?.[0]).toMatchObject({ message: 'Give the key a name of 1 to 100 characters.', extensions: { code: 'BAD_USER_INPUT' } });
  });
});
