import { parseCsvFile } from '../../../imports';
import { calendarDateIn, type ImportedExecution, ImportFormatError, ImportRowError, NEW_YORK } from '../../../trades';
import { BrokerApiError } from '../broker-api-error';

/** Whether a statement is a Flex report in CSV (the query's Format is CSV), with or without HEADER/DATA prefixes. */
export function isFlexCsv(body: string): boolean {
  return /ClientAccountID|"HEADER"|^"?BOF"?,/i.test(body.slice(0, 2000));
}

/**
 * A Flex Query whose Format is CSV answers, through the Web Service, the file a trader would
 * download: it is read by the Flex Query CSV importer, times in IBKR's zone (US/Eastern), so a
 * query set up for spreadsheets imports without being changed to XML.
 */
export function executionsOfFlexCsv(text: string, now: Date): ImportedExecution[] {
  try {
    return parseCsvFile(text, 'interactive_brokers', { timeZone: NEW_YORK, tradeDate: calendarDateIn(now, NEW_YORK), now }).executions;
  } catch (error) {
    if (error instanceof ImportRowError || error instanceof ImportFormatError) {
      throw new BrokerApiError('bad_response', `Interactive Brokers sent a CSV statement that could not be read: ${error.message}`);
    }
    throw error;
  }
}
