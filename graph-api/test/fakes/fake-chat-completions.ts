import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';

export interface FakeChatCompletions {
  url: string;
  /** The JSON bodies received, to check what was sent. */
  readonly requests: Array<{ authorization: string | undefined; body: { model?: string; messages?: Array<{ role: string; content: string }> } }>;
  /** What the next answers' message content is, from the user message received; a number answers that HTTP status instead. */
  answerWith(answer: ((userContent: string) => string) | number): void;
  close(): Promise<void>;
}

/** A local OpenAI-compatible POST /chat/completions: { choices: [{ message: { role, content } }] }. */
export async function startFakeChatCompletions(): Promise<FakeChatCompletions> {
  const requests: FakeChatCompletions['requests'] = [];
  let answer: ((userContent: string) => string) | number = (content) => content;
  const app = express();
  app.use(express.json());
  app.post('/v1/chat/completions', (req, res) => {
    const body = req.body as FakeChatCompletions['requests'][number]['body'];
    requests.push({ authorization: req.get('authorization'), body });
    if (typeof answer === 'number') {
      res.status(answer).json({ error: { message: 'fake failure' } });
      return;
    }
    const user = body.messages?.find((message) => message.role === 'user')?.content ?? '';
    res.json({ id: 'chatcmpl-fake', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: answer(user) }, finish_reason: 'stop' }] });
  });
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    answerWith: (next) => {
      answer = next;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
