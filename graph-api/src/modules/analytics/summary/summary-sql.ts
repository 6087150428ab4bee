import type { EntityManager } from '@mikro-orm/core';
import { isSqlite, selectRows } from '../../../db/raw-sql';

/**
 * Holds the user's row until the transaction ends (MySQL), as an import does first: summaries of
 * one user are rebuilt one at a time, each from what the one before committed. SQLite runs one
 * writing transaction at a time already.
 */
export async function lockUser(em: EntityManager, userId: number): Promise<void> {
  if (!isSqlite(em)) await selectRows(em, 'select id from `user` where id = ? for update', [userId]);
}
