import { type ImportOutcome, importResultMessage } from '../imports';

/**
 * The answer of an API import: SPEC §8's 'Imported {n} trades from {platform}', or what it plainly
 * was when it stored nothing (a range the broker had no fills in; fills all imported before).
 */
export function brokerImportMessage(outcome: Pick<ImportOutcome, 'executionsImported' | 'duplicatesSkipped' | 'tradesImported'>, platformName: string): string {
  if (outcome.executionsImported + outcome.duplicatesSkipped === 0) return `Nothing new: ${platformName} reported no fills in this date range`;
  return importResultMessage(outcome, platformName);
}
