import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { brokerImportFailureToast } from '../../broker-import/utils/brokerImportToast';
import { uploadFailureMessage } from '../../csv-import/utils/uploadFailure';

const refused = (message: string, code = 'BAD_USER_INPUT') => new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions: { code } }] });
const serverError = (status: number, body: string) =>
  new ServerError(`Response not successful: Received status code ${status}`, { response: new Response(body, { status }), bodyText: body });

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
