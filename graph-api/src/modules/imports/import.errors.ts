import { HeaderMap } from '@apollo/server';
import { DomainError, httpStatusOf, type PublicErrorCode } from '../../errors';
import { boundedMessage } from './import-messages';

export type ImportErrorReason =
  | 'no_file'
  | 'not_csv'
  | 'file_too_large'
  | 'validation_error'
  | 'unknown_platform'
  | 'format_error'
  | 'row_error'
  | 'malformed_upload'
  | 'rate_limited'
  | 'unstorable_value'
  | 'storage_failed'
  | 'import_not_found'
  | 'already_undone';

function codeOf(reason: ImportErrorReason): PublicErrorCode {
  switch (reason) {
    case 'no_file':
    case 'not_csv':
    case 'validation_error':
    case 'unknown_platform':
    case 'format_error':
    case 'row_error':
    case 'malformed_upload':
    case 'unstorable_value':
      return 'BAD_USER_INPUT';
    case 'rate_limited':
      return 'TOO_MANY_REQUESTS';
    case 'file_too_large':
      return 'PAYLOAD_TOO_LARGE';
    case 'storage_failed':
      return 'SERVICE_UNAVAILABLE';
    case 'import_not_found':
      return 'NOT_FOUND';
    case 'already_undone':
      return 'CONFLICT';
  }
}

/**
 * Everything an import can refuse or fail with; the message is shown to the trader as it is, and
 * kept in the import's history: bounded, since it may quote a cell of any length.
 */
export class ImportError extends DomainError<ImportErrorReason> {
  constructor(
    reason: ImportErrorReason,
    message: string,
    /** The line of the file that stopped the import, when one did. */
    readonly line: number | null = null,
    retryAfterSeconds: number | null = null,
  ) {
    super(reason, codeOf(reason), boundedMessage(message), retryAfterSeconds);
  }
}

/**
 * A refusal of the request rather than of the file's contents: an upload whose stream broke, or one
 * upload too many. Over GraphQL too it answers with its HTTP status (400; 429 with Retry-After), as
 * the REST route does. Apollo Server takes the status from `extensions.http`, which graphql-js
 * copies from the error a resolver throws.
 */
export class ImportRequestRefused extends ImportError {
  constructor(reason: 'malformed_upload' | 'rate_limited', message: string, retryAfterSeconds: number | null = null) {
    super(reason, message, null, retryAfterSeconds);
  }

  get extensions(): { http: { status: number; headers: HeaderMap } } {
    const headers = new HeaderMap(this.retryAfterSeconds === null ? [] : [['retry-after', String(this.retryAfterSeconds)]]);
    return { http: { status: httpStatusOf(this.code), headers } };
  }
}

export const MALFORMED_UPLOAD_MESSAGE = 'The upload was cut short or is not a valid multipart form. Please try again.';

// SPEC §5, verbatim.
export const NO_FILE_MESSAGE = 'No file provided';
export const NOT_CSV_MESSAGE = 'Only CSV files are supported';
export const FILE_TOO_LARGE_MESSAGE = 'File size must be less than 10MB';
export const MAX_CSV_BYTES = 10 * 1024 * 1024;
