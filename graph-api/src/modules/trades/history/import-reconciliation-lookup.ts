import type { EntityManager } from '@mikro-orm/core';

/**
 * Which of a user's imports did not reconcile with the broker's own figures: the imports module
 * keeps that (docs/importing.md, "Reconciliation"), this module only filters the history by it, so
 * it asks through this port rather than reading the imports' table.
 */
export interface ImportReconciliationLookup {
  unreconciledImportIds(em: EntityManager, userId: number): Promise<number[]>;
}
