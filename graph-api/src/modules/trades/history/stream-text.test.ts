import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Response } from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { streamText } from './stream-text';

const CHUNK = 'x'.repeat(64 * 1024);

/** An endless source of 64 KB chunks that counts what was read of it and whether it was closed. */
function endless() {
  const state = { read: 0, closed: false };
  async function* chunks(): AsyncGenerator<string> {
    try {
      for (;;) {
        state.read += 1;
        yield CHUNK;
      }
    } finally {
      state.closed = true;
    }
  }
  return { state, chunks: chunks() };
}

const until = async (condition: () => boolean) => {
  for (let tries = 0; tries < 200 && !condition(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('streamText', () => {
  let server: Server | null = null;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function serve(source: AsyncGenerator<string>): Promise<{ response: IncomingMessage; finished: Promise<void> }> {
    let finished!: Promise<void>;
    server = createServer((_req, res) => {
      finished = source.next().then((first) => streamText(res as unknown as Response, first, source));
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const response = await new Promise<IncomingMessage>((resolve) => get(`http://127.0.0.1:${(server!.address() as AddressInfo).port}/`, resolve));
    return { response, finished };
  }

  it('reads no further than the client takes, and stops reading when the client goes away', async () => {
    const { state, chunks } = endless();
    const { response, finished } = await serve(chunks);
    response.pause();
    await until(() => state.read > 1);
    // Waits for the buffers to fill: the count stops moving once writes are held back.
    let readWhilePaused = -1;
    for (let tries = 0; tries < 20 && state.read !== readWhilePaused; tries += 1) {
      readWhilePaused = state.read;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    // Socket and stream buffers hold a few MB at most: an endless source is not read on.
    expect(state.read).toBe(readWhilePaused);
    expect(readWhilePaused).toBeLessThan(200);
    response.destroy();
    await finished;
    expect(state.closed).toBe(true);
    expect(state.read).toBe(readWhilePaused);
  });

  it('sends every chunk and ends the response when the source ends', async () => {
    async function* three(): AsyncGenerator<string> {
      yield 'a,b\r\n';
      yield '1,2\r\n';
      yield '3,4\r\n';
    }
    const { response, finished } = await serve(three());
    let body = '';
    response.setEncoding('utf8').on('data', (text: string) => (body += text));
    await new Promise((resolve) => response.on('end', resolve));
    await finished;
    expect(body).toBe('a,b\r\n1,2\r\n3,4\r\n');
  });
});
