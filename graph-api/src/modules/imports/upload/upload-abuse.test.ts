import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Browser, signedUpBrowser } from '../../../../test/support/accounts';
import { dasTradesCsv } from '../../../../test/support/das-csv';
import { describeEachDatabase } from '../../../../test/support/databases';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { userRowCount } from '../../../../test/support/user-rows';
import { FILE_TOO_LARGE_MESSAGE, MALFORMED_UPLOAD_MESSAGE } from '../import.errors';
import { CONTROL_CHARACTERS_IN_NAME_MESSAGE } from './file-name';
import { LENGTH_REQUIRED_MESSAGE } from './graphql-upload-limits';
import { FIELD_TOO_LONG_MESSAGE, TOO_MANY_FIELDS_MESSAGE } from './multipart-csv';

const BOUNDARY = '----tj-abuse';
const MB = 1024 * 1024;
const DAY = { platform: 'das_trader', tradeDate: '2026-03-02' };
const IMPORT = 'mutation ($input: CsvImportInput!) { importCsv(input: $input) { success } }';

let fileCounter = 0;
/** A valid DAS file whose fills no earlier upload of the suite holds. */
function freshCsv(): string {
  fileCounter += 1;
  const cents = String(10 + fileCounter).padStart(2, '0');
  return dasTradesCsv([
    { time: '09:35:00', symbol: 'AMD', side: 'B', price: `101.${cents}`, qty: 200 },
    { time: '09:40:00', symbol: 'AMD', side: 'S', price: `102.${cents}`, qty: 200 },
  ]);
}

const field = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
/** A file part's head; `disposition` is written as it is, so a test may send any name in it. */
const filePartHead = (name: string, disposition = 'filename="day.csv"') => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; ${disposition}\r\nContent-Type: text/csv\r\n\r\n`;
const CLOSING = `--${BOUNDARY}--\r\n`;
const graphqlFields = () => field('operations', JSON.stringify({ query: IMPORT, variables: { input: { ...DAY, file: null } } })) + field('map', JSON.stringify({ 0: ['variables.input.file'] }));

/** Each upload route, with the multipart parts before its file part. */
const ROUTES = [
  { api: 'REST', path: '/api/csv-upload-v2', fileField: 'file', before: () => field('platform', DAY.platform) + field('tradeDate', DAY.tradeDate) },
  { api: 'GraphQL', path: '/graphql', fileField: '0', before: graphqlFields },
] as const;

describeEachDatabase('Upload abuse', (database) => {
  let testApp: TestApp;
  let server: Server;
  let browser: Browser;
  let userId: number;
  beforeAll(async () => {
    // Uploads past the per-user limit would be refused for that reason rather than their own.
    testApp = await startTestApp({ ...database.env, RATE_LIMIT_IMPORTS_PER_USER: '1000/15m' });
    server = createServer(testApp.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const signedUp = await signedUpBrowser(testApp, 'abuse');
    browser = signedUp.browser;
    userId = signedUp.user.id;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await testApp.close();
  });

  /** What an upload could have stored: its history row, its fills, its trades. */
  const storedRows = async () => ({
    imports: await userRowCount(testApp.orm, 'trade_import', userId),
    executions: await userRowCount(testApp.orm, 'execution', userId),
    trades: await userRowCount(testApp.orm, 'trade', userId),
  });
  const historyNames = async () => ((await browser.graphql('{ recentImports { fileName } }')).data?.recentImports as { fileName: string }[]).map(({ fileName }) => fileName);

  /**
   * A POST over a socket of its own, its body written by the test: `answer` resolves with the whole
   * answer as soon as the server has sent it, however much of the body the client has yet to send.
   */
  function openRequest(path: string, headers: Record<string, string>): { socket: Socket; answer: Promise<string> } {
    const { port } = server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    let received = '';
    const answer = new Promise<string>((resolve) => {
      socket.on('data', (chunk) => {
        received += chunk.toString('utf8');
        const split = received.indexOf('\r\n\r\n');
        const length = split < 0 ? NaN : Number(/content-length: (\d+)/i.exec(received.slice(0, split))?.[1] ?? NaN);
        if (Buffer.byteLength(received.slice(split + 4)) >= length) resolve(received);
      });
      socket.on('close', () => resolve(received));
    });
    const allHeaders = {
      Host: '127.0.0.1',
      Origin: browser.origin,
      Cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
      'apollo-require-preflight': 'true',
      ...headers,
    };
    const head = [`POST ${path} HTTP/1.1`, ...Object.entries(allHeaders).map(([name, value]) => `${name}: ${value}`)];
    socket.write(`${head.join('\r\n')}\r\n\r\n`);
    return { socket, answer };
  }
  const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
  const bodyOf = (answer: string) => answer.slice(answer.indexOf('\r\n\r\n') + 4);
  /** The answer, or a failure naming what the server did not do in time. */
  const within = <T>(promise: Promise<T>, ms: number, what: string) =>
    Promise.race([promise, new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms: ${what}`)), ms))]);

  /** A whole multipart body, sent at once with its true length. */
  async function sendMultipart(path: string, body: string): Promise<string> {
    const request = openRequest(path, { 'Content-Length': String(Buffer.byteLength(body)), Connection: 'close' });
    request.socket.write(body);
    const answer = await within(request.answer, 20_000, path);
    request.socket.destroy();
    return answer;
  }
  /** The message of a refusal, as either API words it. */
  const messageOf = (api: string, answer: string) => {
    const body = JSON.parse(bodyOf(answer)) as { message?: string; errors?: { message: string }[] };
    return api === 'REST' ? body.message : body.errors?.[0]?.message;
  };

  const stillImports = async () => {
    const response = await browser.post('/api/csv-upload-v2').attach('file', Buffer.from(freshCsv()), 'day.csv').field('platform', DAY.platform).field('tradeDate', DAY.tradeDate);
    expect(response.status).toBe(200);
  };

  it.each(ROUTES)('$api: refuses a file declared over 10 MB before its body is sent, and stores nothing', async ({ path, fileField, before }) => {
    const stored = await storedRows();
    const request = openRequest(path, { 'Content-Length': String(50 * MB), Connection: 'close' });
    request.socket.write(before() + filePartHead(fileField));
    // Nothing more is sent: a server that waited for the body would never answer.
    const answer = await within(request.answer, 10_000, 'a 50 MB body of which a few hundred bytes came');
    request.socket.destroy();
    expect(statusOf(answer)).toBe(413);
    expect(bodyOf(answer)).toContain(FILE_TOO_LARGE_MESSAGE);
    expect(await storedRows()).toEqual(stored);
  });

  it('REST: refuses a file of no declared length once it passes 10 MB, before its body ends, and stores nothing', async () => {
    const { path, fileField, before } = ROUTES[0];
    const stored = await storedRows();
    const request = openRequest(path, { 'Transfer-Encoding': 'chunked', Connection: 'close' });
    const chunk = (data: Buffer) => request.socket.write(Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]));
    chunk(Buffer.from(before() + filePartHead(fileField)));
    const piece = Buffer.alloc(MB, 'a');
    for (let written = 0; written < 11; written += 1) chunk(piece);
    // 11 MB sent and the body never ends (no closing boundary, no last chunk): only a server that
    // refuses at the limit answers.
    const answer = await within(request.answer, 20_000, 'an endless body past 10 MB');
    request.socket.destroy();
    expect(statusOf(answer)).toBe(413);
    expect(bodyOf(answer)).toContain(FILE_TOO_LARGE_MESSAGE);
    expect(await storedRows()).toEqual(stored);
    await stillImports();
  });

  it('GraphQL: refuses an upload of no declared length at once, naming what it lacks, and stores nothing', async () => {
    const stored = await storedRows();
    const request = openRequest('/graphql', { 'Transfer-Encoding': 'chunked', Connection: 'close' });
    const first = Buffer.from(graphqlFields() + filePartHead('0'));
    request.socket.write(Buffer.concat([Buffer.from(`${first.length.toString(16)}\r\n`), first, Buffer.from('\r\n')]));
    // graphql-upload would answer only once the body ends, and this one never does.
    const answer = await within(request.answer, 10_000, 'a chunked GraphQL upload');
    request.socket.destroy();
    expect(statusOf(answer)).toBe(411);
    expect(messageOf('GraphQL', answer)).toBe(LENGTH_REQUIRED_MESSAGE);
    expect(await storedRows()).toEqual(stored);
  });

  it.each(ROUTES)('$api: answers a body longer than its Content-Length says with a 400, and stores nothing', async ({ path, fileField, before }) => {
    const stored = await storedRows();
    const body = Buffer.from(`${before()}${filePartHead(fileField)}${freshCsv()}\r\n${CLOSING}`);
    // The server reads what was declared, a multipart cut short; the rest is no request at all.
    const request = openRequest(path, { 'Content-Length': String(body.length - 100), Connection: 'close' });
    request.socket.write(body);
    const answer = await within(request.answer, 10_000, 'a lying Content-Length');
    request.socket.destroy();
    expect(statusOf(answer)).toBe(400);
    expect(await storedRows()).toEqual(stored);
    await stillImports();
  });

  it('REST: refuses two files in one upload, naming the rule, and stores nothing', async () => {
    const stored = await storedRows();
    const response = await browser.post('/api/csv-upload-v2').attach('file', Buffer.from(freshCsv()), 'a.csv').attach('file', Buffer.from(freshCsv()), 'b.csv').field('platform', DAY.platform);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, error: 'validation_error', message: 'Upload one file at a time.' });
    expect(await storedRows()).toEqual(stored);
  });

  it('GraphQL: refuses two files in one upload, naming the limit, and stores nothing', async () => {
    const stored = await storedRows();
    const response = await browser
      .post('/graphql')
      .set('apollo-require-preflight', 'true')
      .field('operations', JSON.stringify({ query: IMPORT, variables: { input: { ...DAY, file: null } } }))
      .field('map', JSON.stringify({ 0: ['variables.input.file'], 1: ['variables.input.file'] }))
      .attach('0', Buffer.from(freshCsv()), 'a.csv')
      .attach('1', Buffer.from(freshCsv()), 'b.csv');
    expect(response.status).toBe(413);
    expect(response.body.errors[0]).toMatchObject({ message: '1 max file uploads exceeded.', extensions: { code: 'PAYLOAD_TOO_LARGE' } });
    expect(await storedRows()).toEqual(stored);
  });

  it('REST: refuses an upload of more form fields than it reads, rather than drop the rest (platform or trade date among them), and stores nothing', async () => {
    const stored = await storedRows();
    let pending = browser.post('/api/csv-upload-v2');
    for (let index = 0; index < 500; index += 1) pending = pending.field(`extra${index}`, 'x');
    const response = await pending.field('platform', DAY.platform).field('tradeDate', DAY.tradeDate).attach('file', Buffer.from(freshCsv()), 'many-fields.csv');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, error: 'validation_error', message: TOO_MANY_FIELDS_MESSAGE });
    expect(await storedRows()).toEqual(stored);
  });

  it('REST: refuses a form field longer than it reads, rather than read it cut, and stores nothing', async () => {
    const stored = await storedRows();
    const mapping = JSON.stringify({ time: 'Time', symbol: 'Symbol', padding: 'x'.repeat(20_000) });
    const response = await browser.post('/api/csv-upload-v2').field('platform', 'generic').field('mapping', mapping).attach('file', Buffer.from(freshCsv()), 'long-field.csv');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, error: 'validation_error', message: FIELD_TOO_LONG_MESSAGE });
    expect(await storedRows()).toEqual(stored);
  });

  it('GraphQL: reads only its operations and map, leaving further form fields unread', async () => {
    let pending = browser.post('/graphql').set('apollo-require-preflight', 'true').field('operations', JSON.stringify({ query: IMPORT, variables: { input: { ...DAY, file: null } } }));
    pending = pending.field('map', JSON.stringify({ 0: ['variables.input.file'] }));
    for (let index = 0; index < 500; index += 1) pending = pending.field(`extra${index}`, 'x'.repeat(1000));
    const response = await pending.attach('0', Buffer.from(freshCsv()), 'graphql-fields.csv');
    expect(response.body).toEqual({ data: { importCsv: { success: true } } });
  });

  it.each(ROUTES)('$api: keeps only the name of a file sent with a path, never the path', async ({ api, path, fileField, before }) => {
    const names = [`../../../etc/${api}-passwd.csv`, `C:\\Users\\trader\\${api}-day.csv`];
    for (const name of names) {
      const answer = await sendMultipart(path, `${before()}${filePartHead(fileField, `filename="${name}"`)}${freshCsv()}\r\n${CLOSING}`);
      expect(statusOf(answer), name).toBe(200);
    }
    expect((await historyNames()).slice(0, 2)).toEqual([`${api}-day.csv`, `${api}-passwd.csv`]);
  });

  it.each(ROUTES)('$api: refuses a file name with control characters in it, naming the problem, and stores nothing', async ({ api, path, fileField, before }) => {
    const stored = await storedRows();
    // RFC 5987's encoding is the one way to send any character in a name; a NUL, a line break, an escape.
    for (const encoded of ['a%00b.csv', 'two%0D%0Alines.csv', 'red%1B%5B31m.csv', 'del%7F.csv', 'c1%C2%85.csv']) {
      const answer = await sendMultipart(path, `${before()}${filePartHead(fileField, `filename*=UTF-8''${encoded}`)}${freshCsv()}\r\n${CLOSING}`);
      expect(statusOf(answer), encoded).toBe(api === 'REST' ? 400 : 200);
      expect(messageOf(api, answer), encoded).toBe(CONTROL_CHARACTERS_IN_NAME_MESSAGE);
    }
    // Written raw into the header, they make no valid multipart at all.
    const raw = await sendMultipart(path, `${before()}${filePartHead(fileField, 'filename="nul\u0000.csv"')}${freshCsv()}\r\n${CLOSING}`);
    expect(statusOf(raw)).toBe(400);
    expect(messageOf(api, raw)).toBe(MALFORMED_UPLOAD_MESSAGE);
    expect(await storedRows()).toEqual(stored);
  });

  it('refuses a zip archive (a zip bomb) named .csv as no CSV of the platform, and never opens it', async () => {
    const stored = await storedRows();
    // A local file header of a deflated entry claiming 4 GB: opened, it would be a bomb.
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0x08, 0]), Buffer.alloc(8, 0), Buffer.from([0, 0, 0x10, 0, 0xff, 0xff, 0xff, 0xff]), Buffer.alloc(4096, 0)]);
    const response = await browser.post('/api/csv-upload-v2').attach('file', zip, 'bomb.csv').field('platform', DAY.platform);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, error: 'format_error' });
    expect(response.body.message).toMatch(/^This file does not look like a DAS Trader Trades window export/);
    expect((await storedRows()).executions).toBe(stored.executions);
    const gzipped = await browser.post('/api/csv-upload-v2').attach('file', gzipSync(Buffer.alloc(20 * MB, 'a')), 'day.csv.gz').field('platform', DAY.platform);
    expect(gzipped.body).toMatchObject({ success: false, error: 'not_csv', message: 'Only CSV files are supported' });
  });

  it.each(ROUTES)('$api: does not decode a gzip-encoded upload: refused as no valid multipart, nothing stored', async ({ path, fileField, before }) => {
    const stored = await storedRows();
    const body = gzipSync(Buffer.from(`${before()}${filePartHead(fileField)}${'a'.repeat(40 * MB)}\r\n${CLOSING}`));
    const request = openRequest(path, { 'Content-Encoding': 'gzip', 'Content-Length': String(body.length), Connection: 'close' });
    request.socket.write(body);
    const answer = await within(request.answer, 10_000, 'a gzip-encoded multipart body');
    request.socket.destroy();
    expect(statusOf(answer)).toBe(400);
    expect(bodyOf(answer)).toContain(MALFORMED_UPLOAD_MESSAGE);
    expect(await storedRows()).toEqual(stored);
  });

  it.each([
    ['/api/journal/tags', 413, 'The request body is larger than 1mb.'],
    ['/graphql', 413, 'The request body is larger than 100kb.'],
  ])('decodes a gzip-encoded JSON body to %s only up to its limit: a 50 MB bomb in 50 KB is refused', async (path, status, message) => {
    const bomb = gzipSync(Buffer.from(`{"name":"${'a'.repeat(50 * MB)}"}`));
    const request = openRequest(path, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip', 'Content-Length': String(bomb.length), Connection: 'close' });
    request.socket.write(bomb);
    const answer = await within(request.answer, 10_000, 'a gzip bomb');
    request.socket.destroy();
    expect(statusOf(answer)).toBe(status);
    expect(messageOf(path === '/graphql' ? 'GraphQL' : 'REST', answer)).toBe(message);
    expect((await browser.get('/api/journal/tags').expect(200)).body).toEqual([]);
  });

  it('decodes a small gzip-encoded JSON body as any other (so the bomb above was decoded, not refused unread)', async () => {
    const body = gzipSync(Buffer.from(JSON.stringify({ query: '{ me { username } }' })));
    const request = openRequest('/graphql', { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip', 'Content-Length': String(body.length), Connection: 'close' });
    request.socket.write(body);
    const answer = await within(request.answer, 10_000, 'a gzip-encoded query');
    request.socket.destroy();
    expect(statusOf(answer)).toBe(200);
    expect(JSON.parse(bodyOf(answer))).toMatchObject({ data: { me: { username: expect.stringMatching(/^abuse_/) } } });
  });

  it.each([
    ['a 9 MB line of empty cells', () => ','.repeat(9 * MB), 'format_error', /^The file is empty\.$/],
    ['a 9 MB line of 4.7 million cells after the header', () => `Time,Symbol,Side,Price,Qty,Route,Account\n${'1,'.repeat(4.5 * MB)}`, 'row_error', /^Line 2: .{0,300}$/s],
    ['a quote left open for 9 MB', () => `Time,Symbol,Side,Price,Qty\n09:35:00,"AMD${'a'.repeat(9 * MB)}`, 'row_error', /^Line 2: .{0,300}$/s],
  ])('refuses a CSV of extremely long lines (%s) with a short message, and stores nothing', async (_case, csv, error, message) => {
    const stored = await storedRows();
    const response = await browser.post('/api/csv-upload-v2').attach('file', Buffer.from(csv()), 'long-lines.csv').field('platform', DAY.platform).field('tradeDate', DAY.tradeDate);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, error });
    expect(response.body.message).toMatch(message);
    expect((await storedRows()).executions).toBe(stored.executions);
    expect((await storedRows()).trades).toBe(stored.trades);
  });
});
