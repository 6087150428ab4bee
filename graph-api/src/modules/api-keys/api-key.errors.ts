import { DomainError, type PublicErrorCode } from '../../errors';

export type ApiKeyErrorReason = 'validation_error' | 'api_key_not_found' | 'too_many_api_keys';

function codeOf(reason: ApiKeyErrorReason): PublicErrorCode {
  switch (reason) {
    case 'validation_error':
    case 'api_key_not_found':
    case 'too_many_api_keys':
      return 'BAD_USER_INPUT';
  }
}

export class ApiKeyError extends DomainError<ApiKeyErrorReason> {
  constructor(reason: ApiKeyErrorReason, message: string) {
    super(reason, codeOf(reason), message);
  }
}
