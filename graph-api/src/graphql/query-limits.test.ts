import { performance } from 'node:perf_hooks';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSqliteTestApp, type TestApp } from '../../test/support/test-app';
import { GRAPHQL_JSON_BODY_LIMIT, MAX_VARIABLES_DEPTH, nestsDeeperThan } from './graphql-json-body';
import { buildSchema, getNamedType, getNullableType, isListType, isObjectType, Kind, type OperationDefinitionNode, parse } from 'graphql';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from '../package-info';
import { DEFAULT_LIST_SIZE, LIST_SIZES } from './query-cost';
import { costOfRequest, MAX_QUERY_COST, MAX_QUERY_DIRECTIVES, MAX_QUERY_TOKENS, queryCostMessage } from './query-limits';

const KB = 1024;

/** `{ health { status status … } }`: 5 tokens plus one per repeated field. */
const repeatedFields = (fields: number) => `{ health { ${'status '.repeat(fields)}} }`;

/**
 * Exactly `tokens` tokens, yet cheap: operations Q0, Q1… of 8 tokens each (`query Q0 { health {
 * status } }`), each validated and costed on its own; Q0 repeats `status` for the remainder.
 */
const manyOperations = (tokens: number) =>
  Array.from({ length: Math.floor(tokens / 8) }, (_, index) => `query Q${index} { health { ${'status '.repeat(index === 0 ? 1 + (tokens % 8) : 1)}} }`).join(' ');

/** The same fragment spread `spreads` times in each of 1000 trades: each spread is two tokens but counts the fragment's cost per trade. */
const repeatedSpreads = (spreads: number) => `{ trades(limit: 1000) { ${'...S '.repeat(spreads)}} } fragment S on Trade { id }`;

/** The probe's stall: a page of 1000 trades, each with its fills. */
const TRADES_WITH_FILLS = 'query ($first: Int!) { tradeHistory(first: $first) { trades { id fills { price quantity } } } }';

describe('the cost of an operation', () => {
  const schema = buildSchema(readFileSync(path.join(PACKAGE_ROOT, 'schema.graphql'), 'utf8'));
  const costOf = (source: string, variables?: Record<string, unknown>) => {
    const document = parse(source);
    const operation = document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)!;
    return costOfRequest(schema, document, operation, variables);
  };

  it('knows the size of lists the schema has: each a list (or a page of one), with the argument it names', () => {
    for (const [coordinate, { argument, appliesTo }] of Object.entries(LIST_SIZES)) {
      const [typeName, fieldName] = coordinate.split('.') as [string, string];
      const type = schema.getType(typeName);
      const field = isObjectType(type) ? type.getFields()[fieldName] : undefined;
      expect(field, `${coordinate} is not in the schema`).toBeDefined();
      if (argument) expect(field!.args.map(({ name }) => name), coordinate).toContain(argument);
      const page = getNamedType(field!.type);
      const list = appliesTo && isObjectType(page) ? page.getFields()[appliesTo]?.type : field!.type;
      expect(list && isListType(getNullableType(list)), `${coordinate} is not a list`).toBe(true);
    }
  });

  it('counts 1 per field, and nothing for __typename', () => {
    expect(costOf('{ health { status __typename } me { id username } }')).toBe(2 + 3);
  });

  it("multiplies a list by its size argument, or by the argument's default when it is not given", () => {
    expect(costOf('{ trades(limit: 10) { id symbol } }')).toBe(10 * 3);
    expect(costOf('{ trades { id } }')).toBe(50 * 2);
    expect(costOf('query ($limit: Int!) { trades(limit: $limit) { id } }', { limit: 7 })).toBe(7 * 2);
    expect(costOf('{ recentImports { id } }')).toBe(5 * 2);
  });

  it('counts a size above the maximum, or one it cannot read, as the maximum', () => {
    expect(costOf('{ trades(limit: 100000) { id } }')).toBe(1000 * 2);
    expect(costOf('query ($limit: Int!) { trades(limit: $limit) { id } }', { limit: 'many' })).toBe(1000 * 2);
    expect(costOf('query ($ids: [ID!]!) { tradesWithIds(ids: $ids) { id } }')).toBe(100 * 2);
  });

  it('sizes a list of ids by how many are given', () => {
    expect(costOf('{ tradesWithIds(ids: ["1", "2", "3"]) { id } }')).toBe(3 * 2);
    expect(costOf('query ($ids: [ID!]!) { tradesWithIds(ids: $ids) { id } }', { ids: ['1', '2'] })).toBe(2 * 2);
  });

  it("sizes a page's trades by its `first`, and a list without a size by its bound or the default", () => {
    expect(costOf('{ tradeHistory(first: 10) { endCursor trades { id tags { name } fills { price } } } }')).toBe(1 + 1 + 10 * (1 + 1 + 30 * 2 + DEFAULT_LIST_SIZE * 2));
    expect(costOf(TRADES_WITH_FILLS, { first: 1000 })).toBe(1 + 1000 * (1 + 1 + DEFAULT_LIST_SIZE * 3));
    expect(costOf(TRADES_WITH_FILLS, { first: 1000 })).toBeGreaterThan(MAX_QUERY_COST);
    expect(costOf(TRADES_WITH_FILLS, { first: 50 })).toBeLessThan(MAX_QUERY_COST);
  });

  it('counts a fragment where it is spread, through inline fragments, and stops at a cycle', () => {
    const fragment = 'fragment T on Trade { id ... on Trade { symbol } }';
    expect(costOf(`{ trades(limit: 4) { ...T ...T } } ${fragment}`)).toBe(4 * (1 + 2 + 2));
    expect(costOf(`{ tradeHistory(first: 3) { ...P } } fragment P on TradeHistoryPage { trades { id } }`)).toBe(1 + 3 * 2);
    expect(costOf('{ me { ...A } } fragment A on Account { id ...B } fragment B on Account { ...A }')).toBe(2);
  });

  it('counts introspection as nothing', () => {
    expect(costOf('{ __schema { types { name fields { name } } } }')).toBe(0);
  });
});

/** `{ health { status @include(if: true) status @include(if: true) … } }` with `directives` directives. */
const repeatedDirectives = (directives: number) => `{ health { ${'status @include(if: true) '.repeat(directives)}} }`;

/** A body of about `bytes` bytes made of one repeated piece: the shapes that stalled the server. */
const hostileQuery = (piece: string, bytes: number) => `query { ${piece.repeat(Math.floor(bytes / piece.length))}} fragment F on Query { health { status } }`;

const limitError = (message: string | RegExp, code = 'GRAPHQL_VALIDATION_FAILED') => ({
  message: typeof message === 'string' ? message : expect.stringMatching(message),
  extensions: { code },
});

describe('GraphQL query limits', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startSqliteTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => testApp.close());

  const post = (body: string | object) => request(testApp.app).post('/graphql').set('Content-Type', 'application/json').send(body);

  it(`refuses a document of more than ${MAX_QUERY_TOKENS} tokens while parsing it`, async () => {
    const atLimit = await post({ query: manyOperations(MAX_QUERY_TOKENS), operationName: 'Q0' }).expect(200);
    expect(atLimit.body.data.health.status).toBeDefined();
    const response = await post({ query: repeatedFields(MAX_QUERY_TOKENS - 4) }).expect(400);
    expect(response.body.data).toBeUndefined();
    // graphql-js writes "more that".
    expect(response.body.errors).toHaveLength(1);
    expect(response.body.errors[0]).toMatchObject(
      limitError(new RegExp(`^Syntax Error: Document contains more tha[nt] ${MAX_QUERY_TOKENS} tokens\\. Parsing aborted\\.$`), 'GRAPHQL_PARSE_FAILED'),
    );
  });

  it(`refuses an operation that costs more than ${MAX_QUERY_COST}, however few its tokens, before asking who calls`, async () => {
    // Under the limit, the anonymous caller is refused as such.
    expect((await post({ query: repeatedSpreads(10) }).expect(200)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const response = await post({ query: repeatedSpreads(30) }).expect(400);
    expect(response.body.data).toBeUndefined();
    expect(response.body.errors).toMatchObject([limitError(queryCostMessage(1000 * 31), 'QUERY_TOO_COSTLY')]);
    expect(response.body.errors[0].message).toBe(
      `The query costs 31000, more than the limit of ${MAX_QUERY_COST} (each field counts 1, times the size of every list it is in). Ask for fewer items or fewer fields at once.`,
    );
  });

  it('refuses a page of 1000 trades with their fills, and lets a small page of them through', async () => {
    const refused = await post({ query: TRADES_WITH_FILLS, variables: { first: 1000 } }).expect(400);
    expect(refused.body.errors).toMatchObject([limitError(queryCostMessage(1 + 1000 * (2 + DEFAULT_LIST_SIZE * 3)), 'QUERY_TOO_COSTLY')]);
    const small = await post({ query: TRADES_WITH_FILLS, variables: { first: 10 } }).expect(200);
    expect(small.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    // The same cost written as a literal.
    await post({ query: '{ tradeHistory(first: 1000) { trades { fills { price } } } }' }).expect(400);
  });

  it(`refuses more than ${MAX_QUERY_DIRECTIVES} directives`, async () => {
    await post({ query: repeatedDirectives(MAX_QUERY_DIRECTIVES) }).expect(200);
    const response = await post({ query: repeatedDirectives(MAX_QUERY_DIRECTIVES + 1) }).expect(400);
    expect(response.body.errors[0]).toMatchObject(
      limitError(`Syntax Error: Directives limit of ${MAX_QUERY_DIRECTIVES} exceeded, found ${MAX_QUERY_DIRECTIVES + 1}.`),
    );
  });

  it(`refuses a JSON body over ${GRAPHQL_JSON_BODY_LIMIT} with a GraphQL error, before reading it`, async () => {
    const padded = JSON.stringify({ query: '{ health { status } }', variables: { padding: 'x'.repeat(100 * KB) } });
    const response = await post(padded).expect(413);
    expect(response.body).toEqual({ errors: [limitError(`The request body is larger than ${GRAPHQL_JSON_BODY_LIMIT}.`, 'PAYLOAD_TOO_LARGE')] });
  });

  /** `{"v": {"v": … 1 …}}` nested `depth` deep, written as text: JSON.stringify would recurse. */
  const nestedVariables = (depth: number) => `${'{"v":'.repeat(depth)}1${'}'.repeat(depth)}`;
  const withVariables = (variables: string) => `{"query": "query ($v: TradeHistoryFilterInput) { trades(filter: $v, limit: 1) { id } }", "variables": ${variables}}`;

  it(`refuses variables nested deeper than ${MAX_VARIABLES_DEPTH} with a 400, before they are read as an input`, async () => {
    const tooDeep = { message: `The variables are nested deeper than ${MAX_VARIABLES_DEPTH} levels.`, extensions: { code: 'BAD_REQUEST' } };
    expect((await post(withVariables(nestedVariables(5000))).expect(400)).body).toEqual({ errors: [tooDeep] });
    expect((await post(withVariables(nestedVariables(MAX_VARIABLES_DEPTH + 1))).expect(400)).body).toEqual({ errors: [tooDeep] });
    const deepList = `{"v": {"tagIds": ${'['.repeat(MAX_VARIABLES_DEPTH)}${']'.repeat(MAX_VARIABLES_DEPTH)}}}`;
    expect((await post(withVariables(deepList)).expect(400)).body).toEqual({ errors: [tooDeep] });
    // A multipart request's are those of its `operations` field.
    const multipart = await request(testApp.app)
      .post('/graphql')
      .set('apollo-require-preflight', 'true')
      .field('operations', withVariables(nestedVariables(MAX_VARIABLES_DEPTH + 1)))
      .field('map', '{}')
      .expect(400);
    expect(multipart.body).toEqual({ errors: [tooDeep] });
    // A GET's variables are the query parameter's.
    const viaGet = await request(testApp.app)
      .get('/graphql')
      .set('apollo-require-preflight', 'true')
      .query({ query: '{ health { status } }', variables: nestedVariables(MAX_VARIABLES_DEPTH + 1) })
      .expect(400);
    expect(viaGet.body).toEqual({ errors: [tooDeep] });
    // At the limit they reach GraphQL, which reads them as the variable's type.
    const atLimit = await post(withVariables(nestedVariables(MAX_VARIABLES_DEPTH))).expect(400);
    expect(atLimit.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    // Within it they are read, and the anonymous caller is refused as such.
    expect((await post(withVariables('{"v": {"search": "AAPL", "tagIds": []}}')).expect(200)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('measures the depth of JSON without recursion', () => {
    expect(nestsDeeperThan(1, 0)).toBe(false);
    expect(nestsDeeperThan({}, 0)).toBe(true);
    expect(nestsDeeperThan({ a: [1, { b: 2 }] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [1, { b: 2 }] }, 2)).toBe(true);
    expect(nestsDeeperThan(JSON.parse(nestedVariables(100_000)), MAX_VARIABLES_DEPTH)).toBe(true);
  });

  it('refuses malformed JSON with a GraphQL error', async () => {
    const response = await post('{"query": ').expect(400);
    expect(response.body).toEqual({ errors: [limitError('The request body is not valid JSON.', 'BAD_REQUEST')] });
  });

  // Before these limits, each of these took the event loop for up to 1.2 s.
  it.each([
    ['100k fragment spreads (0.9 MB)', '...F ', 900 * KB, 413],
    ['repeated fields (0.9 MB)', 'health { status } ', 900 * KB, 413],
    ['fragment spreads just under the body limit', '...F ', 95 * KB, 400],
    ['repeated fields just under the body limit', 'health { status } ', 95 * KB, 400],
  ])('refuses a hostile query of %s within 300 ms', async (_shape, piece, bytes, status) => {
    const body = JSON.stringify({ query: hostileQuery(piece, bytes) });
    const started = performance.now();
    const response = await post(body).expect(status);
    expect(performance.now() - started).toBeLessThan(300);
    expect(response.body.errors).toHaveLength(1);
  });
});
