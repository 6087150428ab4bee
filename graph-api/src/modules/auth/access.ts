/**
 * Who is calling: a browser session (cookie) or a personal API key (Authorization: Bearer). Both
 * GraphQL (the authChecker) and REST (requireUser) get it from the one CallerResolver.
 */
export type Caller = { userId: number; via: 'session'; sessionId: number } | { userId: number; via: 'api_key'; apiKeyId: number };

/**
 * The requirement of `@Authorized(SESSION_ONLY)`: a signed-in browser session. API keys may read
 * and write the user's data, but not change how the account is secured (password, two-factor,
 * email, API keys, deletion), so a leaked key cannot take the account over.
 */
export const SESSION_ONLY = 'session';
