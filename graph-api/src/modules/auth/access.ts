/**
 * Who is calling: a browser session (cookie) or a personal API key (Authorization: Bearer). Both
 * GraphQL (the authChecker) and REST (requireUser) get it from the one CallerResolver.
 * `readOnly` is true for the demo journal's account: it may read everything of its own and write
 * nothing (see refuseWritesOfReadOnlyCallers and the authChecker).
 */
export type Caller = ({ userId: number; via: 'session'; sessionId: number } | { userId: number; via: 'api_key'; apiKeyId: number }) & { readOnly: boolean };

/** The answer to every write of a read-only (demo) caller, over REST and GraphQL alike. */
export const DEMO_READ_ONLY_MESSAGE = 'This is the demo journal: sign up to keep your own trades';

/**
 * The requirement of `@Authorized(SESSION_ONLY)`: a signed-in browser session. API keys may read
 * and write the user's data, but not change how the account is secured (password, two-factor,
 * email, API keys, deletion), so a leaked key cannot take the account over.
 */
export const SESSION_ONLY = 'session';
