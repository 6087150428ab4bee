import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import request from 'supertest';
import { getMetadataStorage } from 'type-graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGraphQLSchema } from '../src/graphql/schema';
import { Browser, signedUpBrowser } from './support/accounts';
import { describeEachDatabase } from './support/databases';
import { startTestApp, type TestApp } from './support/test-app';
import { importDasDay, listedTrades } from './support/trade-history';
import { DEMO_TEST_ENV, demoBrowser } from './support/demo';
import { DEMO_READ_ONLY_MESSAGE } from '../src/modules/auth/access';
import { NOT_ACTING_AS_THE_CALLER } from '../src/modules/auth/read-only-callers';
import { alpacaFill, type FakeAlpaca, startFakeAlpaca } from './fakes/fake-alpaca';
import {
  BROKER_RANGE,
  fieldsWithArgumentsOf,
  GRAPHQL_ID_ARGUMENTS,
  graphqlCallsOf,
  type IdsOf,
  idArgumentsOf,
  mustBeRefused,
  pathParametersOf,
  REST_ID_PARAMETERS,
  restCallsOf,
} from './support/cross-user-walk';
import { recordSql, type SqlRecording } from './support/sql-recorder';
import { statementsWithoutShardKey } from './support/shard-key-statements';
import { userOwnedTables } from './support/user-owned-tables';
import { unshardedTables } from './support/vschema';
import { STATEMENTS_WITHOUT_USER } from './support/statements-without-user';

/** The only GraphQL fields a signed-out caller may use. Everything else must be @Authorized. */
const PUBLIC_GRAPHQL_FIELDS = ['Query.health'];

/** The only REST paths a signed-out caller may use. Every other /api route must go through requireUser. */
const PUBLIC_REST_ROUTES = [
  'GET /api/health',
  'GET /api/remotes',
  'POST /api/auth/login',
  'POST /api/auth/register',
  'POST /api/auth/forgot-password',
  'GET /api/auth/verify-reset-token/:token',
  // A report e-mail's one-click unsubscribe (RFC 8058): the signed token is the proof, not a session.
  'GET /api/reports/unsubscribe',
  'POST /api/reports/unsubscribe',
  // The link of a verification or change-of-address mail: the token is the proof, not a session.
  'GET /api/auth/confirm-email',
  'POST /api/auth/reset-password',
  'GET /api/auth/providers',
  'POST /api/logout',
  'GET /api/login',
  'GET /api/login/callback',
  // Browser navigations: they send an anonymous visitor to /sign-in themselves (tested below).
  'GET /api/brokers/schwab/connect',
  'GET /api/brokers/schwab/callback',
  // Watch Demo: a visitor without an account starts the demo journal, and the landing page shows its ticker.
  'POST /api/demo/session',
  'GET /api/demo/ticker',
];

const UNAUTHENTICATED = { error: 'unauthenticated', message: 'Authentication required. Please sign in.' };

/** A GraphQL literal for an argument type: only what is required, with harmless values. */
function literalFor(type: GraphQLInputType): string {
  if (isNonNullType(type)) return literalFor(type.ofType);
  if (isListType(type)) return `[${literalFor(type.ofType)}]`;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
    return `{ ${required.map((field) => `${field.name}: ${literalFor(field.type)}`).join(', ')} }`;
  }
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isScalarType(type)) return { Int: '1', Float: '1.5', Boolean: 'true', DateTimeISO: '"2026-01-01T00:00:00.000Z"', Upload: '$file' }[type.name] ?? '"1"';
  return 'null';
}

/**
 * `mutation { revokeApiKey(id: "1") }`, `query { me { __typename } }`: each field on its own. A file
 * argument cannot be a literal: it becomes the variable `$file`, sent as a multipart upload.
 */
function operationFor(operation: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): { query: string; uploads: boolean } {
  const args = field.args.filter((arg: GraphQLArgument) => isNonNullType(arg.type));
  const argumentList = args.length ? `(${args.map((arg) => `${arg.name}: ${literalFor(arg.type)}`).join(', ')})` : '';
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  const uploads = argumentList.includes('$file');
  return { query: `${operation}${uploads ? ' ($file: Upload!)' : ''} { ${field.name}${argumentList}${selection} }`, uploads };
}

interface ExpressLayer {
  name: string;
  rawPath?: unknown;
  route?: { path: string | string[]; methods: Record<string, boolean>; stack: Array<{ name: string }> };
  handle: { stack?: ExpressLayer[] };
}

/** Every route under /api with whether requireUser guards it, read from express's router. */
function apiRoutes(app: TestApp['app']): Array<{ route: string; guarded: boolean }> {
  const found: Array<{ route: string; guarded: boolean }> = [];
  const walk = (layers: ExpressLayer[], prefix: string) => {
    for (const layer of layers) {
      if (layer.route) {
        const guarded = layer.route.stack.some(({ name }) => name === 'requireUser');
        for (const path of [layer.route.path].flat()) {
          for (const method of Object.keys(layer.route.methods)) found.push({ route: `${method.toUpperCase()} ${prefix}${path}`, guarded });
        }
      } else if (layer.handle.stack) {
        walk(layer.handle.stack, `${prefix}${typeof layer.rawPath === 'string' ? layer.rawPath : ''}`);
      }
    }
  };
  walk((app as unknown as { router: { stack: ExpressLayer[] } }).router.stack, '');
  return found.filter(({ route }) => route.split(' ')[1]!.startsWith('/api/'));
}

const ASSESSMENT_ANSWERS = Object.fromEntries(Array.from({ length: 15 }, (_, index) => [`q${index + 1}`, 4]));
const JOURNAL_DAY = '2026-03-02';
const ALPACA = { keyId: 'PKACCESSCONTROL00001', secretKey: 'access-control-secret-0001' };
/** A's broker account: a round trip in a symbol only A trades. */
const ALPACA_FILLS = [
  alpacaFill({ symbol: 'ZZBRKA', side: 'buy', qty: '10', price: '20', at: '2026-07-15T13:35:00Z' }),
  alpacaFill({ symbol: 'ZZBRKA', side: 'sell', qty: '10', price: '21', at: '2026-07-15T14:00:00Z' }),
];

/** A user's data of every kind another user could name by id, each carrying the user's letter; their ids. */
async function dataOf(testApp: TestApp, { browser, user }: { browser: Browser; user: { id: number } }, letter: string, symbol: string, brokerCredentials?: Record<string, string>): Promise<IdsOf> {
  await importDasDay(browser, JOURNAL_DAY, [
    { time: '14:30:00', symbol, side: 'B', price: '190', qty: 100 },
    { time: '14:45:00', symbol, side: 'S', price: '191', qty: 100 },
  ]);
  const [trade] = await listedTrades(browser);
  const created = async (query: string) => Object.values((await browser.graphql(query)).data!)[0] as Record<string, unknown>;
  const tag = await created(`mutation { createJournalTag(kind: SETUP, name: "Secret setup of ${letter}") { id } }`);
  await created(`mutation { updateTradeJournal(tradeId: "${trade!.id}", input: { notes: "Private note of ${letter}", stopPrice: "189", tagIds: ["${String(tag.id)}"] }) { id } }`);
  await created(`mutation { saveDayJournalEntry(date: "${JOURNAL_DAY}", input: { plan: "Plan of ${letter}" }) { date } }`);
  const apiKey = await created(`mutation { createApiKey(name: "Key of ${letter}") { apiKey { id } } }`);
  await browser.post('/api/psychology-assessment', { assessmentResponses: ASSESSMENT_ANSWERS }).expect(201);
  const playbook = (await browser.post('/api/playbook/generate').expect(201)).body as { id: number | string };
  // Importing with credentials stores them: the user is connected to Alpaca.
  if (brokerCredentials) {
    await browser.post('/api/import-trades', { method: 'api', platform: 'alpaca', credentials: brokerCredentials, start_date: BROKER_RANGE.start, end_date: BROKER_RANGE.end }).expect(200);
  }
  const [lastImport] = (await created('{ recentImports(limit: 1) { id } }')) as unknown as Array<{ id: string }>;
  // What the risk rules and insights tell a trader: made as they make it, no request does.
  const notice = { kind: 'risk_breach', title: `Breach of ${letter}`, text: `Rule of ${letter}`, link: '/history', dedupeKey: `walk:${letter}` } as const;
  await testApp.services.notifications.add(testApp.orm.em.fork(), user.id, [notice]);
  const [notification] = await testApp.services.notifications.list(testApp.orm.em.fork(), user.id);
  const ids = { trade: trade!.id, tag: String(tag.id), apiKey: String((apiKey.apiKey as { id: string }).id), playbook: String(playbook.id), import: lastImport!.id, notification: String(notification!.id) };
  return { ...ids, day: JOURNAL_DAY, brokerConnection: 'alpaca' };
}

/** Everything of A's that B's calls could change, as A sees it. */
async function everythingOf(browser: Browser, ids: IdsOf) {
  const read = await browser.graphql(`{
    trade(id: "${ids.trade}") { notes stopPrice tags { id name } }
    journalTags { id name tradeCount }
    dayJournalEntry(date: "${ids.day}") { plan review }
    apiKeys { id name }
    playbookVersions { id active }
    trades(limit: 1000) { id symbol }
    brokers { id connected }
    recentImports(limit: 50) { id status executionsCount }
    notifications { unreadCount items { id title readAt } }
  }`);
  return { ...read, day: (await browser.get(`/api/journal/days/${ids.day}`).expect(200)).body as unknown };
}

describe('the list of public entry points', () => {
  it('names every GraphQL field that is not @Authorized, and only those', async () => {
    const schema = await buildGraphQLSchema();
    const authorized = new Set(getMetadataStorage().authorizedFields.map(({ target, fieldName }) => `${target.name}.${fieldName}`));
    const resolverOf = new Map(getMetadataStorage().queries.concat(getMetadataStorage().mutations).map(({ target, methodName, schemaName }) => [schemaName, `${target.name}.${methodName}`]));
    for (const [typeName, type] of [['Query', schema.getQueryType()], ['Mutation', schema.getMutationType()]] as const) {
      for (const field of Object.values((type as GraphQLObjectType).getFields())) {
        const name = `${typeName}.${field.name}`;
        expect(authorized.has(resolverOf.get(field.name)!), `${name} must be @Authorized() or listed as public`).toBe(!PUBLIC_GRAPHQL_FIELDS.includes(name));
      }
    }
  });
});

describeEachDatabase('access control', (database) => {
  let testApp: TestApp;
  let alpaca: FakeAlpaca;
  // Every statement the walks below send, for the shard-key check at the end (docs/sharding.md).
  let sql: SqlRecording | undefined;
  beforeAll(async () => {
    alpaca = await startFakeAlpaca({ ...ALPACA, activities: ALPACA_FILLS });
    testApp = await startTestApp({ ...database.env, ...DEMO_TEST_ENV, ALPACA_BASE_URLS: alpaca.url });
    sql = recordSql();
  });
  afterAll(async () => {
    sql?.stop();
    await testApp?.close();
    await alpaca?.close();
  });

  it('refuses every signed-in GraphQL field to an anonymous caller with UNAUTHENTICATED', async () => {
    const schema = await buildGraphQLSchema();
    const operations = [
      ...Object.values(schema.getQueryType()!.getFields()).map((field) => ({ name: `Query.${field.name}`, ...operationFor('query', field) })),
      ...Object.values(schema.getMutationType()!.getFields()).map((field) => ({ name: `Mutation.${field.name}`, ...operationFor('mutation', field) })),
    ].filter(({ name }) => !PUBLIC_GRAPHQL_FIELDS.includes(name));
    expect(operations.length).toBeGreaterThanOrEqual(12);
    for (const { name, query, uploads } of operations) {
      const anonymous = new Browser(testApp);
      const answer = uploads
        ? await anonymous.graphqlUpload(query, { file: null }, { 'variables.file': { name: 'trades.csv', bytes: Buffer.from('Time,Symbol\n') } })
        : await anonymous.graphql(query);
      expect(answer.errors?.[0], `${name}: ${query}`).toMatchObject({ message: UNAUTHENTICATED.message, extensions: { code: 'UNAUTHENTICATED' } });
      // A nullable field that fails answers null in place (GraphQL's rule); nothing else may come back.
      const data = answer.data ?? null;
      expect(data === null || Object.values(data).every((value) => value === null), `${name} answered ${JSON.stringify(data)}`).toBe(true);
    }
  });

  it('refuses every signed-in REST path to an anonymous caller and to a bad API key, with 401', async () => {
    const routes = apiRoutes(testApp.app);
    expect(routes.filter(({ guarded }) => !guarded).map(({ route }) => route).sort()).toEqual([...PUBLIC_REST_ROUTES].sort());
    const signedIn = routes.filter(({ guarded }) => guarded).map(({ route }) => route);
    expect(signedIn).toEqual(expect.arrayContaining(['GET /api/auth/user', 'GET /api/account/export']));
    for (const route of signedIn) {
      const [method, path] = route.split(' ') as [string, string];
      const call = () => request(testApp.app)[method.toLowerCase() as 'get' | 'post'](path.replace(/:\w+/g, '1'));
      expect((await call().expect(401)).body, route).toMatchObject(UNAUTHENTICATED);
      expect((await call().set('Authorization', 'Bearer tj_made-up').expect(401)).body, route).toMatchObject({ error: 'invalid_api_key' });
    }
  });

  it("refuses every mutation to the demo journal's read-only session with DEMO_READ_ONLY, and answers its queries", async () => {
    const schema = await buildGraphQLSchema();
    const demo = await demoBrowser(testApp);
    const ask = ({ query, uploads }: { query: string; uploads: boolean }) =>
      uploads ? demo.graphqlUpload(query, { file: null }, { 'variables.file': { name: 'trades.csv', bytes: Buffer.from('Time,Symbol\n') } }) : demo.graphql(query);
    const mutations = Object.values(schema.getMutationType()!.getFields()).map((field) => ({ name: `Mutation.${field.name}`, ...operationFor('mutation', field) }));
    expect(mutations.length).toBeGreaterThanOrEqual(20);
    for (const mutation of mutations) {
      const answer = await ask(mutation);
      expect(answer.errors?.[0], `${mutation.name}: ${mutation.query}`).toMatchObject({ message: DEMO_READ_ONLY_MESSAGE, extensions: { code: 'DEMO_READ_ONLY' } });
      const data = answer.data ?? null;
      expect(data === null || Object.values(data).every((value) => value === null), `${mutation.name} answered ${JSON.stringify(data)}`).toBe(true);
    }
    // Reads are the demo's to make: no query is refused as a write or as unauthenticated (made-up ids may be not found).
    for (const field of Object.values(schema.getQueryType()!.getFields())) {
      const answer = await ask(operationFor('query', field));
      const codes = (answer.errors ?? []).map(({ extensions }) => extensions?.code);
      expect(codes, `Query.${field.name}`).not.toEqual(expect.arrayContaining([expect.stringMatching(/^(DEMO_READ_ONLY|UNAUTHENTICATED|FORBIDDEN|INTERNAL_SERVER_ERROR)$/)]));
    }
  });

  it("refuses every REST write to the demo journal's read-only session with 403 demo_read_only, and answers its reads", async () => {
    const demo = await demoBrowser(testApp);
    const routes = apiRoutes(testApp.app).map(({ route }) => route);
    const entryPoints = [...NOT_ACTING_AS_THE_CALLER].map((route) => route.replace(' /', ' /api/'));
    expect(routes).toEqual(expect.arrayContaining(entryPoints));
    // The entry points a demo visitor may use are public ones: none acts as the signed-in caller.
    expect(PUBLIC_REST_ROUTES).toEqual(expect.arrayContaining(entryPoints));
    const writes = routes.filter((route) => !route.startsWith('GET ') && !entryPoints.includes(route));
    expect(writes.length).toBeGreaterThanOrEqual(10);
    for (const route of writes) {
      const [method, path] = route.split(' ') as [string, string];
      const answer = await demo.send(method.toLowerCase() as 'post' | 'patch' | 'put' | 'delete', path.replace(/:\w+/g, '1'), {});
      expect({ route, status: answer.status, body: answer.body }).toMatchObject({ route, status: 403, body: { error: 'demo_read_only', message: DEMO_READ_ONLY_MESSAGE } });
    }
    const signedInReads = apiRoutes(testApp.app).filter(({ route, guarded }) => guarded && route.startsWith('GET ')).map(({ route }) => route);
    expect(signedInReads).toEqual(expect.arrayContaining(['GET /api/dashboard', 'GET /api/account/export', 'GET /api/trades']));
    for (const route of signedInReads) {
      const answer = await demo.get(route.slice(4).replace(/:\w+/g, '1'));
      expect({ route, status: answer.status }, JSON.stringify(answer.body)).not.toMatchObject({ status: expect.toSatisfy((status: number) => [401, 403].includes(status) || status >= 500) });
    }
    await testApp.services.insights.idle();
  });

  it('sends an anonymous browser that starts or returns from a broker authorization to /sign-in', async () => {
    for (const path of ['/api/brokers/schwab/connect', '/api/brokers/schwab/callback?code=c&state=s']) {
      const response = await request(testApp.app).get(path).expect(303);
      expect(response.headers.location, path).toBe(`/sign-in?returnTo=${encodeURIComponent('/import')}`);
    }
  });

  it("walks every id-taking GraphQL field and REST route as user B with user A's ids: refused or empty, and A's data unchanged", async () => {
    const schema = await buildGraphQLSchema();
    const { fields, unreachable } = fieldsWithArgumentsOf(schema);
    expect(unreachable, 'Each of these takes an id on a type no argument-free query answers: give the walk a way to reach it').toEqual([]);
    // Every id a field takes is known, so that a new one cannot land without being walked.
    const unknownArguments = fields.flatMap(({ parent, field }) => idArgumentsOf(parent, field).unknown);
    expect(unknownArguments, 'Each of these takes an id: add it to GRAPHQL_ID_ARGUMENTS in test/support/cross-user-walk.ts with the kind of data it names').toEqual([]);
    const used = new Set(fields.flatMap(({ parent, field }) => idArgumentsOf(parent, field).known.map(({ coordinate }) => coordinate)));
    expect(Object.keys(GRAPHQL_ID_ARGUMENTS).filter((coordinate) => !used.has(coordinate)), 'GRAPHQL_ID_ARGUMENTS names arguments the schema no longer has').toEqual([]);

    const guarded = apiRoutes(testApp.app).filter(({ guarded }) => guarded).map(({ route }) => route);
    const unknownRoutes = guarded.filter((route) => {
      const declared = REST_ID_PARAMETERS[route];
      return declared ? pathParametersOf(route).some((name) => declared.ids[name]?.in !== 'path') : pathParametersOf(route).length > 0;
    });
    expect(unknownRoutes, 'Each of these takes an id in its path: add it to REST_ID_PARAMETERS in test/support/cross-user-walk.ts').toEqual([]);
    expect(Object.keys(REST_ID_PARAMETERS).filter((route) => !guarded.includes(route)), 'REST_ID_PARAMETERS names routes the app no longer has').toEqual([]);

    const a = await signedUpBrowser(testApp, 'owner_a');
    const b = await signedUpBrowser(testApp, 'other_b');
    const idsOfA = await dataOf(testApp, a, 'A', 'AAPL', { apiKey: ALPACA.keyId, secretKey: ALPACA.secretKey });
    const idsOfB = await dataOf(testApp, b, 'B', 'MSFT');
    const secretsOfA = ['Secret setup of A', 'Private note of A', 'Plan of A', 'Key of A', 'AAPL', 'ZZBRKA', 'Breach of A'];
    const before = await everythingOf(a.browser, idsOfA);
    for (const secret of ['Private note of A', 'ZZBRKA', '{"id":"alpaca","connected":true}']) expect(JSON.stringify(before)).toContain(secret);

    const graphqlCalls = fields.flatMap((field) => graphqlCallsOf(field, idsOfA, idsOfB));
    expect(graphqlCalls.length).toBeGreaterThanOrEqual(15);
    for (const call of graphqlCalls) {
      const answer = await b.browser.graphql(call.query, call.variables);
      // A resolver's refusal has a path; one of the request itself (a variable of the wrong type) would prove nothing.
      const codes = ((answer.errors ?? []) as Array<{ path?: unknown; extensions?: { code?: string } }>).map(({ extensions, path }) => (path ? extensions?.code : `${extensions?.code} of the request`));
      const seen = { call: call.name, codes, leaked: secretsOfA.filter((secret) => JSON.stringify(answer).includes(secret)) };
      expect(seen, `${call.query} ${JSON.stringify(call.variables)}: ${JSON.stringify(answer)}`).toEqual({
        call: call.name,
        codes: mustBeRefused(call.kind, call.list) ? [expect.stringMatching(/^(NOT_FOUND|BAD_USER_INPUT)$/)] : codes.map(() => expect.stringMatching(/^(NOT_FOUND|BAD_USER_INPUT)$/)),
        leaked: [],
      });
    }

    const restCalls = Object.keys(REST_ID_PARAMETERS).flatMap((route) => restCallsOf(route, idsOfA, idsOfB));
    for (const call of restCalls) {
      const answer = call.method === 'get' ? await b.browser.get(call.path) : await b.browser.send(call.method, call.path, call.body);
      // Refused as not found (not for a malformed request, which would prove nothing).
      const refused = [400, 404].includes(answer.status) && /^(\w+_not_found|not_connected)$/.test(String((answer.body as { error?: unknown }).error));
      const seen = { call: call.name, refused, leaked: secretsOfA.filter((secret) => answer.text.includes(secret)) };
      expect(seen, `${call.method.toUpperCase()} ${call.path} ${JSON.stringify(call.body)} answered ${answer.status} ${answer.text}`).toEqual({
        call: call.name,
        refused: mustBeRefused(call.kind, call.list) ? true : expect.any(Boolean),
        leaked: [],
      });
      expect(answer.status, call.name).toBeLessThan(500);
    }

    expect(await everythingOf(a.browser, idsOfA)).toEqual(before);
    // Nor did anything of A's (a broker import with A's stored credentials) land in B's journal.
    const afterOfB = JSON.stringify(await everythingOf(b.browser, idsOfB));
    expect(secretsOfA.filter((secret) => afterOfB.includes(secret))).toEqual([]);
    expect(afterOfB).toContain('{"id":"alpaca","connected":false}');
    await testApp.services.insights.idle();
  });

  it("never lets user B read or change user A's data", async () => {
    const a = await signedUpBrowser(testApp, 'owner_a');
    const b = await signedUpBrowser(testApp, 'other_b');
    const keyOfA = (await a.browser.graphql('mutation { createApiKey(name: "A key") { token apiKey { id } } }')).data!.createApiKey as {
      token: string;
      apiKey: { id: string };
    };
    await a.browser.graphql('mutation { updateSettings(input: { defaultBroker: "alpaca", dailySummary: true }) { timezone } }');

    // Reading: B sees B, B's defaults, B's (no) keys.
    const seenByB = await b.browser.graphql('{ me { id username } settings { defaultBroker dailySummary } apiKeys { id } }');
    expect(seenByB.data).toEqual({ me: { id: String(b.user.id), username: b.user.username }, settings: { defaultBroker: 'interactive_brokers', dailySummary: false }, apiKeys: [] });
    expect((await b.browser.get('/api/auth/user').expect(200)).body.id).toBe(b.user.id);
    const exportOfB = (await b.browser.get('/api/account/export').expect(200)).text;
    expect(exportOfB).not.toContain(a.user.username);
    expect(exportOfB).not.toContain(a.account.email);

    // Changing: B cannot delete A's account (each id-taking field and route is walked above); A's data is as it was.
    expect((await b.browser.graphql('mutation ($u: String!) { deleteAccount(confirmUsername: $u) }', { u: a.user.username })).errors?.[0]?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
    await request(testApp.app).get('/api/auth/user').set('Authorization', `Bearer ${keyOfA.token}`).expect(200);
    expect((await a.browser.graphql('{ settings { defaultBroker } apiKeys { id } }')).data).toEqual({ settings: { defaultBroker: 'alpaca' }, apiKeys: [{ id: keyOfA.apiKey.id }] });

    // The journal: B's lists, searches and exports show none of A's trades, tags, notes or days.
    await importDasDay(a.browser, '2026-03-02', [
      { time: '14:30:00', symbol: 'AAPL', side: 'B', price: '190', qty: 100, account: 'ACCOUNT-OF-A' },
      { time: '14:45:00', symbol: 'AAPL', side: 'S', price: '191', qty: 100, account: 'ACCOUNT-OF-A' },
    ]);
    await importDasDay(b.browser, '2026-03-02', [
      { time: '15:30:00', symbol: 'MSFT', side: 'B', price: '400', qty: 10 },
      { time: '15:45:00', symbol: 'MSFT', side: 'S', price: '401', qty: 10 },
    ]);
    const [tradeOfA] = await listedTrades(a.browser);
    const [tradeOfB] = await listedTrades(b.browser);
    const tagOfA = ((await a.browser.graphql('mutation { createJournalTag(kind: SETUP, name: "Secret setup of A") { id } }')).data!.createJournalTag as { id: string }).id;
    const journalOfA = `{ notes: "Private note of A", stopPrice: "189", tagIds: ["${tagOfA}"] }`;
    await a.browser.graphql(`mutation { updateTradeJournal(tradeId: "${tradeOfA!.id}", input: ${journalOfA}) { id } }`);
    await a.browser.graphql('mutation { saveDayJournalEntry(date: "2026-03-02", input: { plan: "Plan of A" }) { date } }');
    const journalSeenByA = async () => (await a.browser.graphql(`{ trade(id: "${tradeOfA!.id}") { notes stopPrice tags { name } } journalTags { name } dayJournalEntries(from: "2026-03-01", to: "2026-03-31") { plan } }`)).data;
    const before = await journalSeenByA();

    expect((await b.browser.graphql('{ journalTags { id } dayJournalEntries(from: "2026-03-01", to: "2026-03-31") { date } }')).data).toEqual({ journalTags: [], dayJournalEntries: [] });
    expect((await listedTrades(b.browser)).map(({ id }) => id)).toEqual([tradeOfB!.id]);
    expect(await listedTrades(b.browser, 'search=private')).toEqual([]);
    expect(await listedTrades(b.browser, `search=${tradeOfA!.id}`)).toEqual([]);
    expect(await listedTrades(b.browser, `tagIds=${tagOfA}`)).toEqual([]);
    // The filter bar offers B's own account (DAS's default name), never A's.
    expect((await b.browser.graphql('{ journalFilterChoices { accounts { name } } }')).data).toEqual({ journalFilterChoices: { accounts: [{ name: 'TRIB1001' }] } });
    expect(await listedTrades(b.browser, 'account=ACCOUNT-OF-A')).toEqual([]);
    const exportedToB = (await b.browser.get('/api/trades/export.csv').expect(200)).text;
    for (const secret of ['Private note of A', 'Secret setup of A', 'AAPL']) expect(exportedToB).not.toContain(secret);
    expect((await b.browser.get('/api/account/export').expect(200)).text).not.toContain('Private note of A');
    const codeOf = async (query: string) => (await b.browser.graphql(query)).errors?.[0]?.extensions?.code;
    expect(await codeOf(`{ trade(id: "${tradeOfA!.id}") { fills { price quantity } } }`)).toBe('NOT_FOUND');
    // The trades behind B's figures are B's own: none of A's come with an explanation.
    const explainedToB = (await b.browser.graphql('{ dashboard { explain(metric: TOTAL_PNL) { tradeIds trades { id } } } }')).data!.dashboard as { explain: { tradeIds: string[]; trades: { id: string }[] } };
    expect(explainedToB.explain.trades.map(({ id }) => id)).toEqual(explainedToB.explain.tradeIds);
    expect(explainedToB.explain.trades).toHaveLength(1);
    expect(explainedToB.explain.trades.map(({ id }) => id)).not.toContain(tradeOfA!.id);
    expect(await journalSeenByA()).toEqual(before);
    expect(before).toEqual({
      trade: { notes: 'Private note of A', stopPrice: '189', tags: [{ name: 'Secret setup of A' }] },
      journalTags: [{ name: 'Secret setup of A' }],
      dayJournalEntries: [{ plan: 'Plan of A' }],
    });

    // A's API key speaks for A only.
    expect((await request(testApp.app).get('/api/auth/user').set('Authorization', `Bearer ${keyOfA.token}`)).body.id).toBe(a.user.id);
  });

  // Last, so it reads what every walk above sent: the suite calls each route and field as two users.
  it('names the user in every statement on a user-owned table, the shard key (docs/sharding.md)', () => {
    const recorded = sql!.statements;
    expect(recorded.size, 'the walks above were recorded').toBeGreaterThan(200);
    const sharded = userOwnedTables(testApp.orm.getMetadata()).filter(({ table }) => !unshardedTables().has(table));
    const missing = statementsWithoutShardKey(recorded, sharded, STATEMENTS_WITHOUT_USER);
    expect(missing, 'Filter these by the user, or allow them in test/support/statements-without-user.ts saying why').toEqual([]);
  });
});
