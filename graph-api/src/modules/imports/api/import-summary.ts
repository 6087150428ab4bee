import type { ImportOutcome } from '../service/import.service';

/**
 * Why a file adds nothing, said plainly: a green "Imported 0 trades" read as a success that had
 * stored something. Null when the file holds fills not imported before.
 */
export function nothingNewMessage(fillCount: number, newFillCount: number): string | null {
  if (fillCount === 0) return 'This file holds no trades';
  if (newFillCount > 0) return null;
  return fillCount === 1 ? 'Nothing new: its one fill was already imported' : `Nothing new: all ${fillCount.toLocaleString('en-US')} fills were already imported`;
}

/** The message of a stored import: SPEC §8's 'Imported {n} trades from {platform}', unless it added nothing. */
export function importResultMessage(outcome: Pick<ImportOutcome, 'executionsImported' | 'duplicatesSkipped' | 'tradesImported'>, platformName: string): string {
  const fillCount = outcome.executionsImported + outcome.duplicatesSkipped;
  return nothingNewMessage(fillCount, outcome.executionsImported) ?? `Imported ${outcome.tradesImported} trades from ${platformName}`;
}
