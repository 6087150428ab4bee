import { LAST_ERROR_LENGTH } from './job.entity';

/** A refusal of an operator's or a caller's request on the queue, in words to show as they are. */
export class JobRequestError extends Error {
  override readonly name = 'JobRequestError';
}

/**
 * What is kept of a handler's error: its message only (never the stack, which may quote a payload),
 * credentials in URLs blanked, cut to the column's length.
 */
export function lastErrorOf(error: unknown): string {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const redacted = message.replace(/(\w+:\/\/)[^\s/@]+@/g, '$1***@');
  return redacted.length <= LAST_ERROR_LENGTH ? redacted : `${redacted.slice(0, LAST_ERROR_LENGTH - 1)}…`;
}
