import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { brokerImportFailureToast } from '../../broker-import/utils/brokerImportToast';
import { uploadFailureMessage } from '../../csv-import/utils/uploadFailure';
import { requestFailureOf } from './requestFailure';

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
});

describe('CSV upload failure message (SPEC §8)', () => {
  it('is the server message, the sign-in text on 401, else Upload failed', () => {
    expect(uploadFailureMessage(refused('Only CSV files are supported'))).toBe('Only CSV files are supported');
    expect(uploadFailureMessage(serverError(401, ''))).toBe('Authentication required. Please sign in.');
    expect(uploadFailureMessage(serverError(500, ''))).toBe('Upload failed');
    expect(uploadFailureMessage(new TypeError('Failed to fetch'))).toBe('Upload failed');
  });
});

describe('API import failure toast (SPEC §8)', () => {
  it('is Import Failed with the server message', () => {
    expect(brokerImportFailureToast(refused('Alpaca refused the API key.'))).toEqual({ title: 'Import Failed', description: 'Alpaca refused the API key.', variant: 'destructive' });
  });

  it('falls back to Failed to import trades when the server gave no message', () => {
    expect(brokerImportFailureToast(serverError(500, ''))).toEqual({ title: 'Import Failed', description: 'Failed to import trades', variant: 'destructive' });
    expect(brokerImportFailureToast(refused('x', 'UNAUTHENTICATED'))).toMatchObject({ title: 'Import Failed', description: 'Authentication required. Please sign in.' });
  });

  it('is Connection Error when the API was not reached', () => {
    expect(brokerImportFailureToast(new TypeError('Failed to fetch'))).toEqual({
      title: 'Connection Error',
      description: 'Failed to connect to trading platform API',
      variant: 'destructive',
    });
  });
});
