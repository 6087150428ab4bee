import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, signedUpBrowser } from '../../../../test/support/accounts';
import { dasTradesCsv } from '../../../../test/support/das-csv';
import { startSqliteTestApp, type TestApp } from '../../../../test/support/test-app';

const BOUNDARY = '----tj-malformed';
const CSV = dasTradesCsv([
  { time: '09:35:00', symbol: 'AMD', side: 'B', price: '101.10', qty: 200 },
  { time: '09:40:00', symbol: 'AMD', side: 'S', price: '101.60', qty: 200 },
]);

/** A multipart body cut short: the file part starts, and the closing boundary never comes. */
function truncatedBody(fileField: string): string {
  return [`--${BOUNDARY}`, `Content-Disposition: form-data; name="${fileField}"; filename="day.csv"`, 'Content-Type: text/csv', '', CSV.slice(0, 40)].join('\r\n');
}

/** GraphQL multipart (operations, map, then the file) with the file part cut short. */
function truncatedGraphQLBody(): string {
  const operations = JSON.stringify({ query: 'mutation ($input: CsvImportInput!) { importCsv(input: $input) { success } }', variables: { input: { platform: 'das_trader', tradeDate: '2026-03-02', file: null } } });
  const field = (name: string, value: string) => [`--${BOUNDARY}`, `Content-Disposition: form-data; name="${name}"`, '', value].join('\r\n');
  return [field('operations', operations), field('map', JSON.stringify({ 0: ['variables.input.file'] })), truncatedBody('0')].join('\r\n');
}

describe('Malformed uploads', () => {
  let testApp: TestApp;
  let server: Server;
  let browser: Browser;
  // An 'error' event nobody listens to: in production it ends the process, here Node reports it.
  const uncaught: unknown[] = [];
  const keepUncaught = (error: unknown) => uncaught.push(error);
  beforeAll(async () => {
    process.on('uncaughtException', keepUncaught);
    testApp = await startSqliteTestApp();
    server = createServer(testApp.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    ({ browser } = await signedUpBrowser(testApp, 'malformed'));
  });
  afterEach(() => expect(uncaught).toEqual([]));
  afterAll(async () => {
    process.off('uncaughtException', keepUncaught);
    await new Promise((resolve) => server.close(resolve));
    await testApp.close();
  });

  /** Sends a request byte for byte over a socket; resolves with what came back when the server closes or `cutAfterMs` passes. */
  const rawRequest = (path: string, body: string, { headers = {}, declaredLength = Buffer.byteLength(body), cutAfterMs = null as number | null } = {}) =>
    new Promise<string>((resolve, reject) => {
      const { port } = server.address() as AddressInfo;
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
      socket.on('error', reject);
      socket.on('close', () => resolve(answer));
      const head = [
        `POST ${path} HTTP/1.1`,
        'Host: 127.0.0.1',
        `Origin: ${browser.origin}`,
        `Cookie: ${[...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ')}`,
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
        `Content-Length: ${declaredLength}`,
        'Connection: close',
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ];
      socket.write(`${head.join('\r\n')}\r\n\r\n${body}`);
      if (cutAfterMs !== null) setTimeout(() => socket.destroy(), cutAfterMs);
    });
  const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);

  const stillServing = async () => {
    await request(server).get('/api/health').expect(200);
    const valid = await browser.post('/api/csv-upload-v2').attach('file', Buffer.from(CSV), 'day.csv').field('platform', 'das_trader').field('tradeDate', '2026-03-02');
    expect(valid.status).toBe(200);
  };

  it('answers 400 to a CSV upload that ends without its closing boundary, and keeps serving', async () => {
    const answer = await rawRequest('/api/csv-upload-v2', truncatedBody('file'));
    expect(statusOf(answer)).toBe(400);
    expect(answer).toContain('"error":"malformed_upload"');
    await stillServing();
  });

  it('answers 400 to a CSV upload that ends between parts, and keeps serving', async () => {
    const fieldOnly = [`--${BOUNDARY}`, 'Content-Disposition: form-data; name="platform"', '', 'das_trader'].join('\r\n');
    expect(statusOf(await rawRequest('/api/csv-upload-v2', fieldOnly))).toBe(400);
    await stillServing();
  });

  it('survives a client that disconnects in the middle of a CSV upload', async () => {
    const body = truncatedBody('file');
    await rawRequest('/api/csv-upload-v2', body, { declaredLength: Buffer.byteLength(body) + 10_000, cutAfterMs: 100 });
    await stillServing();
  });

  it('answers 400 to a GraphQL upload that ends without its closing boundary, and keeps serving', async () => {
    const answer = await rawRequest('/graphql', truncatedGraphQLBody(), { headers: { 'apollo-require-preflight': 'true' } });
    expect(statusOf(answer)).toBe(400);
    await stillServing();
  });

  it('answers 400 to a GraphQL upload cut short before its map, and keeps serving', async () => {
    const operationsOnly = truncatedGraphQLBody().split(`\r\n--${BOUNDARY}`)[0]!;
    const answer = await rawRequest('/graphql', operationsOnly, { headers: { 'apollo-require-preflight': 'true' } });
    expect(statusOf(answer)).toBe(400);
    await stillServing();
  });

  it('survives a client that disconnects in the middle of a GraphQL upload', async () => {
    const body = truncatedGraphQLBody();
    await rawRequest('/graphql', body, { headers: { 'apollo-require-preflight': 'true' }, declaredLength: Buffer.byteLength(body) + 10_000, cutAfterMs: 100 });
    await stillServing();
  });
});
