import { DomainError } from '../../errors';

export class ReportError extends DomainError<'validation_error'> {
  constructor(message: string) {
    super('validation_error', 'BAD_USER_INPUT', message);
  }
}
