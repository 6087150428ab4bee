import type { EntityManager } from '@mikro-orm/core';
import { expiredOpenPositionWarnings, matchExecutions, type RoundTrip } from '../../trades';
import { groupsOf, type KeyedExecution, loadGroupExecutions, readStoredFills } from '../storage/execution-store';
import { freshPreHistoryNotes, matchableExecutions, uniqueFresh } from './import.service';
import { type Reconciliation, reconcile, statedFiguresOf } from '../reconciliation';

/** What importing a batch would store and report, worked out as ImportService.commit does. */
export interface PlannedImport {
  /** Per fill of the batch: whether the import would skip it (stored before, or a repeated broker id). */
  duplicateFlags: boolean[];
  /** The round trips holding a fill of this batch: the trades the import counts, stored fills they join included. */
  roundTrips: RoundTrip[];
  /** The closes of positions opened before the history, and options and futures open past their expiry. */
  warnings: string[];
  /** The P&L the file states of its new fills against the journal's (null when it states none). */
  reconciliation: Reconciliation | null;
}

/**
 * The import of `keyed` (a batch's fills with their dedupe keys) as it would be, read without
 * locking or writing anything: the fills not stored yet are matched together with the stored fills
 * of the groups they join, so a position an earlier import left open and this file closes is one
 * trade here as it is in the journal after the import.
 */
export async function planImport(em: EntityManager, userId: number, platform: string, keyed: readonly KeyedExecution[], now: Date): Promise<PlannedImport> {
  const stored = await readStoredFills(em, userId, platform, groupsOf(keyed));
  const fresh = uniqueFresh(keyed, stored);
  const joinedGroups = new Map([...groupsOf(fresh)].flatMap(([key]) => (stored.groups.has(key) ? [[key, stored.groups.get(key)!] as const] : [])));
  const joined = await loadGroupExecutions(em, joinedGroups);
  const { roundTrips, preHistoryCloses } = matchExecutions(matchableExecutions(fresh, joined), { now });
  const isFresh = new Set(fresh);
  const freshIds = new Set(fresh.map((entry) => entry.id));
  // Only a group holding stored fills can yield round trips without a fill of this batch.
  const trips = joined.length === 0 ? roundTrips : roundTrips.filter((trip) => trip.fills.some((fill) => freshIds.has(fill.executionId)));
  return {
    duplicateFlags: keyed.map((entry) => !isFresh.has(entry)),
    roundTrips: trips,
    warnings: [...freshPreHistoryNotes(preHistoryCloses, fresh, joined), ...expiredOpenPositionWarnings(roundTrips, now)],
    reconciliation: reconcile(statedFiguresOf(fresh), trips, preHistoryCloses),
  };
}
