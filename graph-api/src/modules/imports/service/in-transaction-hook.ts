import type { EntityManager } from '@mikro-orm/core';
import type { RoundTrip } from '../../trades';

/** How work between the import's statements runs: at once (SQLite stored the rows already) or in slices (MySQL, while it stores them). */
export type ImportPacing = 'at-once' | 'in-slices';

/**
 * Work that follows each import inside its transaction, registered by the module that owns it (the
 * dashboard's summary, dashboard-summary/METRICS.md), as onCommitted listeners follow it after it.
 * `before` reads before the import writes anything (`rebuiltIds`: the account instruments it
 * rebuilds); the run's `after` works without the database while the import's rows are sent; the
 * write it answers runs once the round trips are stored. A failure anywhere rolls the import back.
 */
export interface InTransactionHook {
  before(tx: EntityManager, userId: number, rebuiltIds: readonly number[]): Promise<InTransactionRun | null>;
}

export interface InTransactionRun {
  /** `groupIds`: the account instrument id of each group key. */
  after(groupIds: ReadonlyMap<string, number>, roundTrips: readonly RoundTrip[], pacing: ImportPacing): Promise<(tx: EntityManager) => Promise<void>>;
}
