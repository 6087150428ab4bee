import type { ToastInput } from '@tj/design-system';
import { SIGN_IN_REQUIRED } from '../../import-center/constants/texts';
import { requestFailureOf } from '@tj/design-system';
import { API_IMPORT_TOASTS } from '../constants/texts';

/** SPEC §8: 'Import Failed' with the server's message (or the default), 'Connection Error' when unreachable. */
export function brokerImportFailureToast(error: unknown): ToastInput {
  const failure = requestFailureOf(error);
  const failed = (description: string): ToastInput => ({ title: API_IMPORT_TOASTS.failedTitle, description, variant: 'destructive' });
  switch (failure.kind) {
    case 'refused':
      return failed(failure.message);
    case 'unauthenticated':
      return failed(SIGN_IN_REQUIRED);
    case 'failed':
      return failed(API_IMPORT_TOASTS.failedDefault);
    case 'unreachable':
      return { title: API_IMPORT_TOASTS.connectionTitle, description: API_IMPORT_TOASTS.connection, variant: 'destructive' };
  }
}
