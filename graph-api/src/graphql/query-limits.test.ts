import { performance } from 'node:perf_hooks';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSqliteTestApp, type TestApp } from '../../test/support/test-app';
import { GRAPHQL_JSON_BODY_LIMIT } from './graphql-json-body';
import { MAX_QUERY_COST, MAX_QUERY_DIRECTIVES, MAX_QUERY_TOKENS } from './query-limits';

const KB = 1024;

/** `{ health { status status … } }`: 5 tokens plus one per repeated field. */
const repeatedFields = (fields: number) => `{ health { ${'status '.repeat(fields)}} }`;

/**
 * Exactly `tokens` tokens, yet cheap: operations Q0, Q1… of 8 tokens each (`query Q0 { health {
 * status } }`), each validated and costed on its own; Q0 repeats `status` for the remainder.
 */
const manyOperations = (tokens: number) =>
  Array.from({ length: Math.floor(tokens / 8) }, (_, index) => `query Q${index} { health { ${'status '.repeat(index === 0 ? 1 + (tokens % 8) : 1)}} }`).join(' ');

/** The same fragment spread `spreads` times: each spread is two tokens but counts the fragment's whole cost. */
const repeatedSpreads = (spreads: number) => `{ health { ${'...S '.repeat(spreads)}} } fragment S on Health { status }`;

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

  it(`refuses an operation that costs more than ${MAX_QUERY_COST}, however few its tokens`, async () => {
    await post({ query: repeatedSpreads(10) }).expect(200);
    const response = await post({ query: repeatedSpreads(200) }).expect(400);
    expect(response.body.errors[0]).toMatchObject(limitError(new RegExp(`^Syntax Error: Query Cost limit of ${MAX_QUERY_COST} exceeded, found [\\d.]+\\.$`)));
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
