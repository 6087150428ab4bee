import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../clock';
import { User } from '../../infra/users';
import type { JournalTag } from './journal-tag.entity';
import { JournalTagService } from './journal-tag.service';
import type { JournalChanges } from './journal-changes';
import { JournalError } from './journal.errors';
import { NOTES_MAX_LENGTH, TAGS_PER_TRADE_MAX } from './journal-limits';
import { TradeJournalEntry } from './trade-journal-entry.entity';
import { TradeJournalTag } from './trade-journal-tag.entity';
import { type TradeRef, tradeRefKey } from './trade-ref';
import { applyBulkTag, type BulkTagAction } from './bulk-trade-tags';

export { type TradeRef, tradeRefKey } from './trade-ref';

/** What the trader wrote about one trade. */
export interface TradeAnnotation {
  notes: string;
  stopPrice: string | null;
  tags: JournalTag[];
}

/** A change to a trade's journal: a field left undefined stays as it is; null clears it. */
export interface TradeJournalPatch {
  notes?: string | null;
  /** The trade's whole set of tags, setups and mistakes together. */
  tagIds?: readonly number[] | null;
  /** Already checked against the trade by the caller (its side of the entry, its format). */
  stopPrice?: string | null;
}

export const EMPTY_ANNOTATION: TradeAnnotation = { notes: '', stopPrice: null, tags: [] };

/** The order a trade's tags are listed and exported in: by kind, then by name. */
export const tagOrder = (a: Pick<JournalTag, 'kind' | 'nameKey'>, b: Pick<JournalTag, 'kind' | 'nameKey'>) => a.kind.localeCompare(b.kind) || a.nameKey.localeCompare(b.nameKey);

export function notesOrRefuse(notes: string): string {
  if (notes.length > NOTES_MAX_LENGTH) {
    throw new JournalError('validation_error', `Notes must be at most ${NOTES_MAX_LENGTH.toLocaleString('en-US')} characters long (these are ${notes.length.toLocaleString('en-US')}).`);
  }
  return notes;
}

/** What the caller writes in the journal's transaction, after the entries (the stored R-multiple keys kept from the stops), so both or neither are saved. */
export type AlsoInTransaction = (tx: EntityManager) => Promise<void>;

/** Notes, tags and planned stops of trades. */
export class TradeJournalService {
  constructor(
    private readonly tags: JournalTagService,
    private readonly clock: Clock,
    private readonly changes: JournalChanges,
  ) {}

  /**
   * Checks everything first, then writes it all in one transaction, with `alsoInTransaction`: a
   * refused patch, or a failure of either, changes nothing.
   */
  async update(em: EntityManager, userId: number, ref: TradeRef, patch: TradeJournalPatch, alsoInTransaction?: AlsoInTransaction): Promise<TradeAnnotation> {
    const notes = patch.notes === undefined ? undefined : notesOrRefuse(patch.notes ?? '');
    if (patch.tagIds && new Set(patch.tagIds).size > TAGS_PER_TRADE_MAX) throw new JournalError('validation_error', `A trade can carry at most ${TAGS_PER_TRADE_MAX} tags.`);
    const tags = patch.tagIds === undefined ? undefined : await this.tags.ownedTags(em, userId, patch.tagIds ?? []);
    await em.transactional(async (tx) => {
      let entry = await tx.findOne(TradeJournalEntry, { accountInstrument: ref.accountInstrumentId, tradeKey: ref.tradeKey, user: userId });
      entry ??= tx.create(TradeJournalEntry, {
        user: tx.getReference(User, userId),
        accountInstrument: ref.accountInstrumentId,
        tradeKey: ref.tradeKey,
        notes: '',
        stopPrice: null,
        updatedAt: this.clock.now(),
      });
      if (notes !== undefined) entry.notes = notes;
      if (patch.stopPrice !== undefined) entry.stopPrice = patch.stopPrice;
      entry.updatedAt = this.clock.now();
      await tx.flush();
      if (tags !== undefined) {
        await tx.nativeDelete(TradeJournalTag, { entry: entry.id });
        for (const tag of tags) tx.create(TradeJournalTag, { entry, tag });
        await tx.flush();
      }
      const tagged = tags !== undefined ? tags.length > 0 : (await tx.count(TradeJournalTag, { entry: entry.id })) > 0;
      // An entry with nothing left in it goes, so the journal holds only what was written.
      if (!entry.notes && entry.stopPrice === null && !tagged) await tx.nativeDelete(TradeJournalEntry, { id: entry.id });
      await alsoInTransaction?.(tx);
    });
    // Notes alone change nothing the insights read.
    if (patch.tagIds !== undefined || patch.stopPrice !== undefined) this.changes.changed(em, userId);
    return (await this.annotationsOf(em.fork(), userId, [ref])).get(tradeRefKey(ref)) ?? EMPTY_ANNOTATION;
  }

  /**
   * Sets many trades' whole journals at once (a journal written in one go, as the demo's): each
   * trade's entry becomes exactly its notes, tags and stop (an empty one is removed), as update()
   * with every field given would leave it. Everything is checked first; then one transaction, in
   * a handful of statements rather than several per trade, `alsoInTransaction` at its end.
   */
  async replaceMany(
    em: EntityManager,
    userId: number,
    journals: readonly (TradeRef & { notes: string; tagIds: readonly number[]; stopPrice: string | null })[],
    alsoInTransaction?: AlsoInTransaction,
  ): Promise<void> {
    for (const { notes, tagIds } of journals) {
      notesOrRefuse(notes);
      if (new Set(tagIds).size > TAGS_PER_TRADE_MAX) throw new JournalError('validation_error', `A trade can carry at most ${TAGS_PER_TRADE_MAX} tags.`);
    }
    const tags = new Map((await this.tags.ownedTags(em, userId, journals.flatMap(({ tagIds }) => tagIds))).map((tag) => [tag.id, tag]));
    await em.transactional(async (tx) => {
      const instruments = [...new Set(journals.map(({ accountInstrumentId }) => accountInstrumentId))];
      const held = await tx.find(TradeJournalEntry, { user: userId, accountInstrument: { $in: instruments } });
      const entries = new Map(held.map((entry) => [tradeRefKey({ accountInstrumentId: entry.accountInstrument.id, tradeKey: entry.tradeKey }), entry]));
      const now = this.clock.now();
      const written = journals.map((journal) => {
        const entry =
          entries.get(tradeRefKey(journal)) ??
          tx.create(TradeJournalEntry, { user: tx.getReference(User, userId), accountInstrument: journal.accountInstrumentId, tradeKey: journal.tradeKey, notes: '', stopPrice: null, updatedAt: now });
        tx.assign(entry, { notes: journal.notes, stopPrice: journal.stopPrice, updatedAt: now });
        return { entry, tagIds: [...new Set(journal.tagIds)] };
      });
      await tx.flush();
      const ids = written.map(({ entry }) => entry.id);
      await tx.nativeDelete(TradeJournalTag, { entry: { $in: ids } });
      for (const { entry, tagIds } of written) for (const tagId of tagIds) tx.create(TradeJournalTag, { entry, tag: tags.get(tagId)! });
      await tx.flush();
      const empty = written.filter(({ entry, tagIds }) => !entry.notes && entry.stopPrice === null && tagIds.length === 0).map(({ entry }) => entry.id);
      if (empty.length > 0) await tx.nativeDelete(TradeJournalEntry, { id: { $in: empty } });
      await alsoInTransaction?.(tx);
    });
  }

  /**
   * Puts the tag on every trade given, or takes it off them, in one transaction: a tag of someone
   * else's, or a trade left at its most tags, refuses the whole edit. Answers nothing: the caller
   * reads the trades again.
   */
  async bulkTag(em: EntityManager, userId: number, refs: readonly TradeRef[], tagId: number, action: BulkTagAction): Promise<void> {
    if (refs.length === 0) return;
    const [tag] = await this.tags.ownedTags(em, userId, [tagId]);
    await em.transactional((tx) => applyBulkTag(tx, userId, refs, tag!, action, this.clock.now()));
    this.changes.changed(em, userId);
  }

  /** The annotations of the trades given (a page of the history), in two queries. */
  async annotationsOf(em: EntityManager, userId: number, refs: readonly TradeRef[]): Promise<Map<string, TradeAnnotation>> {
    const found = new Map<string, TradeAnnotation>();
    if (refs.length === 0) return found;
    const entries = await em.find(TradeJournalEntry, {
      user: userId,
      $or: groupByInstrument(refs).map(([accountInstrumentId, tradeKeys]) => ({ accountInstrument: accountInstrumentId, tradeKey: { $in: tradeKeys } })),
    });
    if (entries.length === 0) return found;
    const links = await em.find(TradeJournalTag, { entry: { $in: entries.map(({ id }) => id) } }, { populate: ['tag'] });
    const tagsOf = new Map<number, JournalTag[]>();
    for (const { entry, tag } of links) tagsOf.set(entry.id, [...(tagsOf.get(entry.id) ?? []), tag]);
    for (const entry of entries) {
      const tags = (tagsOf.get(entry.id) ?? []).sort(tagOrder);
      found.set(tradeRefKey({ accountInstrumentId: entry.accountInstrument.id, tradeKey: entry.tradeKey }), { notes: entry.notes, stopPrice: entry.stopPrice, tags });
    }
    return found;
  }
}

function groupByInstrument(refs: readonly TradeRef[]): Array<[number, string[]]> {
  const keysOf = new Map<number, string[]>();
  for (const { accountInstrumentId, tradeKey } of refs) keysOf.set(accountInstrumentId, [...(keysOf.get(accountInstrumentId) ?? []), tradeKey]);
  return [...keysOf];
}
