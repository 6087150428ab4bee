import { SIGN_IN_REQUIRED } from '../../import-center/constants/texts';
import { requestFailureOf } from '@tj/design-system';
import { UPLOAD_TOASTS } from '../constants/texts';

/** SPEC §8: the server's detail or message, 401 → sign in, anything else 'Upload failed'. */
export function uploadFailureMessage(error: unknown): string {
  const failure = requestFailureOf(error);
  switch (failure.kind) {
    case 'refused':
      return failure.message;
    case 'unauthenticated':
      return SIGN_IN_REQUIRED;
    case 'failed':
    case 'unreachable':
      return UPLOAD_TOASTS.failedDefault;
  }
}
