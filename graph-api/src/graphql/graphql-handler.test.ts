import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProbeGraphQLApp } from '../../test/support/graphql-test-app';
import { startSqliteTestApp, type TestApp } from '../../test/support/test-app';
import { MAX_QUERY_ALIASES, MAX_QUERY_DEPTH } from './query-limits';

const INTROSPECTION = '{ __schema { queryType { name } } }';

/** `{ nested { child { child { … depth } } } }` with `levels` levels below `nested`. */
const nestedQuery = (levels: number) => `{ nested { ${'child { '.repeat(levels)}depth${' }'.repeat(levels)} } }`;

/** `{ a0: health { status } a1: health { status } … }`. */
const aliasedQuery = (aliases: number) =>
  `{ ${Array.from({ length: aliases }, (_, index) => `a${index}: health { status }`).join(' ')} }`;

describe('GraphQL endpoint', () => {
  let development: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    development = await startSqliteTestApp({ NODE_ENV: 'development' });
    production = await startSqliteTestApp({ NODE_ENV: 'production' });
  });
  afterAll(async () => {
    await development.close();
    await production.close();
  });

  it('answers introspection during development', async () => {
    const response = await request(development.app).post('/graphql').send({ query: INTROSPECTION }).expect(200);
    expect(response.body.data.__schema.queryType.name).toBe('Query');
  });

  it('compresses an answer of 1 KB or more as the client accepts, and leaves a small one as it is', async () => {
    const large = '{ __schema { types { name description } } }';
    for (const [accepted, encoding] of [['br, gzip', 'br'], ['gzip', 'gzip'], ['identity', undefined]] as const) {
      const response = await request(development.app).post('/graphql').set('Accept-Encoding', accepted).send({ query: large }).expect(200);
      expect(response.headers['content-encoding'], accepted).toBe(encoding);
      expect(response.headers.vary).toMatch(/Accept-Encoding/);
      expect(response.body.data.__schema.types.length).toBeGreaterThan(20);
    }
    const small = await request(development.app).post('/graphql').set('Accept-Encoding', 'br, gzip').send({ query: INTROSPECTION }).expect(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('refuses introspection in production', async () => {
    const response = await request(production.app).post('/graphql').send({ query: INTROSPECTION }).expect(400);
    expect(response.body.errors[0]).toMatchObject({
      message: expect.stringContaining('introspection is not allowed'),
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it(`refuses more than ${MAX_QUERY_ALIASES} aliases before running anything`, async () => {
    await request(production.app).post('/graphql').send({ query: aliasedQuery(MAX_QUERY_ALIASES) }).expect(200);
    const response = await request(production.app).post('/graphql').send({ query: aliasedQuery(MAX_QUERY_ALIASES + 1) }).expect(400);
    expect(response.body.data).toBeUndefined();
    expect(response.body.errors[0]).toMatchObject({
      message: `Syntax Error: Aliases limit of ${MAX_QUERY_ALIASES} exceeded, found ${MAX_QUERY_ALIASES + 1}.`,
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it(`refuses queries deeper than ${MAX_QUERY_DEPTH}`, async () => {
    const { app } = await startProbeGraphQLApp(production.orm, true);
    await request(app).post('/graphql').send({ query: nestedQuery(MAX_QUERY_DEPTH - 2) }).expect(200);
    const response = await request(app).post('/graphql').send({ query: nestedQuery(MAX_QUERY_DEPTH) }).expect(400);
    expect(response.body.errors[0]).toMatchObject({
      message: expect.stringMatching(new RegExp(`Query depth limit of ${MAX_QUERY_DEPTH} exceeded`)),
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('refuses a cross-site simple request (CSRF prevention)', async () => {
    const response = await request(production.app).get('/graphql').query({ query: '{ health { status } }' }).expect(400);
    expect(response.text).toMatch(/CSRF/);
    await request(production.app).get('/graphql').query({ query: '{ health { status } }' }).set('apollo-require-preflight', 'true').expect(200);
  });
});
