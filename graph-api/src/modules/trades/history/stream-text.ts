import type { Response } from 'express';

/**
 * Sends text chunks as they are made, reading the next only when the client has taken the last
 * (res.write returning false means its buffer is full: wait for 'drain'), and stops reading, which
 * ends the generator and its queries, when the client goes away. `first` has been read already (so
 * a refusal could still answer as JSON).
 */
export async function streamText(res: Response, first: IteratorResult<string>, chunks: AsyncIterator<string>): Promise<void> {
  let gone = false;
  const onClose = () => (gone = true);
  res.once('close', onClose);
  try {
    let next = first;
    while (!next.done) {
      if (!res.write(next.value)) await drainedOrClosed(res);
      if (gone || res.destroyed) {
        await chunks.return?.();
        return;
      }
      next = await chunks.next();
    }
    res.end();
  } finally {
    res.off('close', onClose);
  }
}

function drainedOrClosed(res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.once('drain', done);
    res.once('close', done);
  });
}
