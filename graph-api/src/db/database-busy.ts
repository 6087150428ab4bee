import { HeaderMap } from '@apollo/server';
import { DomainError, httpStatusOf } from '../errors';

/** The kinds of failure transaction-retry.ts retries (what each means: see there). */
export type TransientFailure = 'conflict' | 'node-not-ready' | 'unreachable' | 'connection-lost';

/** Seconds a client is told to wait: a conflict clears at once; a node leaving or joining the cluster takes a few seconds. */
export function retryAfterSecondsFor(failure: TransientFailure): number {
  return failure === 'conflict' ? 1 : 5;
}

const MESSAGES: Record<TransientFailure, string> = {
  conflict: 'The database was busy with another change to the same data, and nothing was saved. Please try again.',
  'node-not-ready': 'The database is not ready (a server is joining or leaving), and nothing was saved. Please try again in a few seconds.',
  unreachable: 'The database cannot be reached at the moment. Please try again in a few seconds.',
  'connection-lost': 'The connection to the database broke; the change may not have been saved. Please check, then try again.',
};

/**
 * A transient database failure that retries did not get past (transaction-retry.ts): 503 with
 * Retry-After over REST and GraphQL alike, never a 500. The failure itself is its `cause`, for the log.
 */
export class DatabaseBusyError extends DomainError<'database_busy'> {
  override readonly name = 'DatabaseBusyError';

  constructor(
    readonly failure: TransientFailure,
    cause: unknown,
  ) {
    super('database_busy', 'SERVICE_UNAVAILABLE', MESSAGES[failure], retryAfterSecondsFor(failure));
    this.cause = cause;
  }

  /** Apollo Server answers with this status and header (see graphql/database-busy-plugin.ts for raw database errors). */
  get extensions(): { http: { status: number; headers: HeaderMap } } {
    return { http: { status: httpStatusOf(this.code), headers: new HeaderMap([['retry-after', String(this.retryAfterSeconds)]]) } };
  }
}
