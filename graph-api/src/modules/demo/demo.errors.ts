import { DomainError, type PublicErrorCode } from '../../errors';

export type DemoErrorReason = 'demo_not_ready';

function describe(reason: DemoErrorReason): { code: PublicErrorCode; message: string } {
  switch (reason) {
    case 'demo_not_ready':
      return { code: 'SERVICE_UNAVAILABLE', message: 'The demo journal is still being prepared. Please try again in a moment.' };
  }
}

/** What the demo module refuses, over REST (`{error: reason, message}`). */
export class DemoError extends DomainError<DemoErrorReason> {
  constructor(reason: DemoErrorReason, retryAfterSeconds: number | null = null) {
    const { code, message } = describe(reason);
    super(reason, code, message, retryAfterSeconds);
  }
}
