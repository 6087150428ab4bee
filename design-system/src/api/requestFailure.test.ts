import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { refusalOf, requestFailureOf } from './requestFailure';

const refused = (message: string, code = 'BAD_USER_INPUT') => new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions: { code } }] });
const serverError = (status: number, body: string) =>
  new ServerError(`Response not successful: Received status code ${status}`, { response: new Response(body, { status }), bodyText: body });

describe('request failures', () => {
  it('keeps the message of a GraphQL error meant for the trader', () => {
    expect(requestFailureOf(refused('Line 4: Unknown side "X" (expected B, S or SS)'))).toEqual({ kind: 'refused', message: 'Line 4: Unknown side "X" (expected B, S or SS)' });
  });

  it('tells a missing session apart, over GraphQL or HTTP', () => {
    expect(requestFailureOf(refused('Authentication required', 'UNAUTHENTICATED'))).toEqual({ kind: 'unauthenticated' });
    expect(requestFailureOf(serverError(401, ''))).toEqual({ kind: 'unauthenticated' });
  });

  it('reads the errors of a non-2xx answer (the upload size limit answers 413)', () => {
    const body = JSON.stringify({ errors: [{ message: 'File size must be less than 10MB', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
    expect(requestFailureOf(serverError(413, body))).toEqual({ kind: 'refused', message: 'File size must be less than 10MB' });
    expect(requestFailureOf(serverError(400, JSON.stringify({ details: 'Bad mapping', message: 'Invalid' })))).toEqual({ kind: 'refused', message: 'Bad mapping' });
  });

  it('tells an answer without a message from no answer at all', () => {
    expect(requestFailureOf(serverError(502, '<html>Bad Gateway</html>'))).toEqual({ kind: 'failed' });
    expect(requestFailureOf(refused(''))).toEqual({ kind: 'failed' });
    expect(requestFailureOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'unreachable' });
  });

  it("gives the server's words of a refusal only", () => {
    expect(refusalOf(refused('This is the demo journal: sign up to keep your own trades'))).toBe('This is the demo journal: sign up to keep your own trades');
    expect(refusalOf(refused('Authentication required. Please sign in.', 'UNAUTHENTICATED'))).toBe('Authentication required. Please sign in.');
    expect(refusalOf(serverError(400, JSON.stringify({ message: 'Invalid' })))).toBe('Invalid');
    expect(refusalOf(serverError(502, '<html>Bad Gateway</html>'))).toBeNull();
    expect(refusalOf(new TypeError('Failed to fetch'))).toBeNull();
  });
});
