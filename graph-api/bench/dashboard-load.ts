import { fork } from 'node:child_process';
import path from 'node:path';

/**
 * The dashboard's client process (dashboard-client.cjs), asked for one series of rounds at a time:
 * each round sends GET /api/dashboard once per API key, all at once. A process of its own, so the
 * server's process spends its CPU on serving alone.
 */
export function dashboardClient(url: string) {
  const child = fork(path.join(__dirname, 'dashboard-client.cjs'));
  return {
    rounds: (tokens: string[], rounds: number) =>
      new Promise<number[]>((resolve, reject) => {
        child.once('message', (answer: { ms?: number[]; error?: string }) => (answer.error ? reject(new Error(answer.error)) : resolve(answer.ms!)));
        child.send({ url, tokens, rounds });
      }),
    close: () => child.kill(),
  };
}
