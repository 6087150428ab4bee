import { parentPort } from 'node:worker_threads';
import type { WorkerReply } from './worker-pool';

/** Inside a pool's worker script: answers each message with one WorkerReply of `work`'s outcome. */
export function answerJobs<Request, Result>(work: (request: Request) => Promise<Result>): void {
  parentPort!.on('message', (request: Request) => {
    work(request).then(
      (result) => parentPort!.postMessage({ ok: true, result } satisfies WorkerReply<Result>),
      (error: unknown) =>
        parentPort!.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error), stack: error instanceof Error ? error.stack : undefined } satisfies WorkerReply<Result>),
    );
  });
}
