import type { EntityManager } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/knex';
import { lockUser, placeholders, selectRows } from '../../db/raw-sql';
import { User } from '../../infra/users';
import { JournalError } from './journal.errors';
import { TAGS_PER_TRADE_MAX } from './journal-limits';
import type { JournalTag } from './journal-tag.entity';
import { TradeJournalEntry } from './trade-journal-entry.entity';
import { TradeJournalTag } from './trade-journal-tag.entity';
import { type TradeRef, tradeRefKey } from './trade-ref';

/** Whether a bulk edit puts the tag on every trade given or takes it off them. */
export type BulkTagAction = 'add' | 'remove';

interface EntryRow {
  id: number;
  accountInstrumentId: number;
  tradeKey: string;
}

/**
 * Puts one tag on (or takes it off) many trades in the caller's transaction. Taken in the user's
 * turn (lockUser), so bulk edits of one trader run one after the other on MariaDB; the inserts
 * skip what is already there, so an edit that meets its own result (a trade tagged meanwhile) is
 * still right, and adding a tag a trade has is no change.
 */
export async function applyBulkTag(tx: EntityManager, userId: number, refs: readonly TradeRef[], tag: JournalTag, action: BulkTagAction, now: Date): Promise<void> {
  await lockUser(tx, userId);
  if (action === 'add') {
    const held = await entriesOf(tx, userId, refs);
    const heldKeys = new Set(held.map((entry) => tradeRefKey(entry)));
    const missing = refs.filter((ref) => !heldKeys.has(tradeRefKey(ref)));
    if (missing.length > 0) {
      const rows = missing.map((ref) => ({ user: tx.getReference(User, userId), accountInstrument: ref.accountInstrumentId, tradeKey: ref.tradeKey, notes: '', stopPrice: null, updatedAt: now }));
      await (tx as SqlEntityManager).createQueryBuilder(TradeJournalEntry).insert(rows).onConflict(['accountInstrument', 'tradeKey']).ignore().execute('run');
    }
    const entries = missing.length > 0 ? await entriesOf(tx, userId, refs) : held;
    await refuseFullTrades(tx, entries, tag);
    const links = entries.map(({ id }) => ({ entry: id, tag: tag.id }));
    await (tx as SqlEntityManager).createQueryBuilder(TradeJournalTag).insert(links).onConflict(['entry', 'tag']).ignore().execute('run');
    return;
  }
  const entries = await entriesOf(tx, userId, refs);
  if (entries.length === 0) return;
  const ids = entries.map(({ id }) => id);
  await tx.nativeDelete(TradeJournalTag, { tag: tag.id, entry: { $in: ids } });
  // An entry with nothing left in it goes, so the journal holds only what was written.
  const tagged = `select distinct l.entry_id as entry from trade_journal_tag l where l.entry_id in (${placeholders(ids.length)})`;
  const stillTagged = new Set((await selectRows<{ entry: number | string }>(tx, tagged, ids)).map(({ entry }) => Number(entry)));
  const emptied = ids.filter((id) => !stillTagged.has(id));
  if (emptied.length > 0) await tx.nativeDelete(TradeJournalEntry, { user: userId, id: { $in: emptied }, notes: '', stopPrice: null });
}

/** A trade already carrying the most tags it may refuses the whole edit, naming how many. */
async function refuseFullTrades(tx: EntityManager, entries: readonly EntryRow[], tag: JournalTag): Promise<void> {
  const ids = entries.map(({ id }) => id);
  const sql = `select entry_id as entry, count(*) as tags from trade_journal_tag where entry_id in (${placeholders(ids.length)}) and tag_id <> ? group by entry_id having count(*) >= ?`;
  const full = await selectRows<{ entry: number; tags: number | string }>(tx, sql, [...ids, tag.id, TAGS_PER_TRADE_MAX]);
  if (full.length === 0) return;
  const trades = full.length === 1 ? 'One of these trades already carries' : `${full.length} of these trades already carry`;
  throw new JournalError('validation_error', `${trades} ${TAGS_PER_TRADE_MAX} tags, the most a trade can have: take a tag off ${full.length === 1 ? 'it' : 'them'} first. Nothing was changed.`);
}

/** The user's journal entries of these trades (those that have one). */
async function entriesOf(tx: EntityManager, userId: number, refs: readonly TradeRef[]): Promise<EntryRow[]> {
  const wanted = new Set(refs.map(tradeRefKey));
  const instruments = [...new Set(refs.map(({ accountInstrumentId }) => accountInstrumentId))];
  const keys = [...new Set(refs.map(({ tradeKey }) => tradeKey))];
  const sql = `select id, account_instrument_id as instrument, trade_key as trade_key from trade_journal_entry where user_id = ? and account_instrument_id in (${placeholders(instruments.length)}) and trade_key in (${placeholders(keys.length)})`;
  const rows = await selectRows<{ id: number | string; instrument: number | string; trade_key: string }>(tx, sql, [userId, ...instruments, ...keys]);
  return rows
    .map((row) => ({ id: Number(row.id), accountInstrumentId: Number(row.instrument), tradeKey: row.trade_key }))
    .filter((entry) => wanted.has(tradeRefKey(entry)));
}
