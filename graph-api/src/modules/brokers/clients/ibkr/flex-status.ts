import { BrokerApiError } from '../broker-api-error';

/** IBKR Flex Web Service v3 error codes that clear up by themselves: wait and ask again. */
const RETRYABLE_CODES = new Set(['1001', '1004', '1005', '1006', '1007', '1008', '1009', '1018', '1019', '1021']);

export const STATEMENT_IN_PROGRESS = '1019';
export const TOO_MANY_REQUESTS = '1018';
export const STATEMENT_NOT_AVAILABLE = '1003';

/** A FlexStatementResponse with Status Fail or Warn. */
export class FlexServiceError extends Error {
  constructor(
    readonly code: string,
    readonly ibkrMessage: string,
  ) {
    super(`IBKR Flex Web Service error ${code}: ${ibkrMessage}`);
    this.name = 'FlexServiceError';
  }

  get retryable(): boolean {
    return RETRYABLE_CODES.has(this.code);
  }

  /** How long to wait before asking again: IBKR suggests seconds, a throttled token longer. */
  get firstWaitMs(): number {
    return this.code === TOO_MANY_REQUESTS ? 10_000 : 5_000;
  }
}

const SETTINGS_PATH = 'Client Portal (Performance & Reports → Flex Queries → Flex Web Service Configuration)';

/** What the trader reads for an error code, and what kind of failure it is. */
export function brokerErrorOf(error: FlexServiceError): BrokerApiError {
  const ibkrSays = error.ibkrMessage ? ` IBKR said: "${error.ibkrMessage.slice(0, 200)}"` : '';
  switch (error.code) {
    case '1012':
      return new BrokerApiError('auth', `Your IBKR Flex Web Service token has expired. Generate a new token in ${SETTINGS_PATH} and enter it here.`);
    case '1015':
      return new BrokerApiError('auth', `IBKR says the Flex Web Service token is invalid. Check it in ${SETTINGS_PATH}; generating a new token replaces the old one.`);
    case '1013':
      return new BrokerApiError('auth', `IBKR refused the request because the Flex Web Service token is restricted to other IP addresses. Allow this server's address in ${SETTINGS_PATH}.`);
    case '1014':
      return new BrokerApiError('auth', 'IBKR says the Flex Query ID is invalid. Use the number shown beside your Activity Flex Query in Client Portal.');
    case '1016':
      return new BrokerApiError('auth', 'IBKR says the account of this Flex Query is invalid for this token.');
    case '1011':
      return new BrokerApiError('auth', 'IBKR says the Flex Web Service is not active for this account. Enable it in Client Portal.');
    case '1010':
      return new BrokerApiError('bad_request', 'This is a legacy Flex Query, which IBKR no longer serves. Create an Activity Flex Query with the Trades section instead.');
    case '1003':
      return new BrokerApiError('unavailable', `IBKR has no statement for this Flex Query and period.${ibkrSays}`);
    case '1019':
      return new BrokerApiError('unavailable', 'IBKR is still generating the statement. Please try again in a few minutes.');
    case '1018':
      return new BrokerApiError('rate_limited', 'Too many Flex requests were made with this token (IBKR allows about ten a minute). Please try again in a minute.');
    case '1009':
      return new BrokerApiError('unavailable', 'IBKR’s Flex servers are under heavy load. Please try again later.');
    default:
      return new BrokerApiError(error.retryable ? 'unavailable' : 'bad_request', `IBKR could not provide the statement (code ${error.code}).${ibkrSays}`);
  }
}
