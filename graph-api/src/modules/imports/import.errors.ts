import { DomainError, type PublicErrorCode } from '../../errors';

export type ImportErrorReason =
  | 'no_file'
  | 'not_csv'
  | 'file_too_large'
  | 'validation_error'
  | 'unknown_platform'
  | 'format_error'
  | 'row_error'
  | 'not_connected'
  | 'broker_auth'
  | 'broker_rate_limited'
  | 'broker_unavailable'
  | 'storage_failed';

function codeOf(reason: ImportErrorReason): PublicErrorCode {
  switch (reason) {
    case 'no_file':
    case 'not_csv':
    case 'validation_error':
    case 'unknown_platform':
    case 'format_error':
    case 'row_error':
    case 'not_connected':
    case 'broker_auth':
      return 'BAD_USER_INPUT';
    case 'file_too_large':
      return 'PAYLOAD_TOO_LARGE';
    case 'broker_rate_limited':
      return 'TOO_MANY_REQUESTS';
    case 'broker_unavailable':
    case 'storage_failed':
      return 'SERVICE_UNAVAILABLE';
  }
}

/** Everything an import can refuse or fail with; the message is shown to the trader as it is. */
export class ImportError extends DomainError<ImportErrorReason> {
  constructor(
    reason: ImportErrorReason,
    message: string,
    /** The line of the file that stopped the import, when one did. */
    readonly line: number | null = null,
  ) {
    super(reason, codeOf(reason), message);
  }
}

// SPEC §5, verbatim.
export const NO_FILE_MESSAGE = 'No file provided';
export const NOT_CSV_MESSAGE = 'Only CSV files are supported';
export const FILE_TOO_LARGE_MESSAGE = 'File size must be less than 10MB';
export const MAX_CSV_BYTES = 10 * 1024 * 1024;
