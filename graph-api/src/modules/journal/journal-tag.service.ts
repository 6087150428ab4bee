import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Clock } from '../../clock';
import { placeholders, selectRows } from '../../db/raw-sql';
import { User } from '../../infra/users';
import type { JournalChanges } from './journal-changes';
import { JournalError, tagNotFound } from './journal.errors';
import { JournalTag, TAG_KINDS, type TagKind } from './journal-tag.entity';
import { TAG_NAME_MAX_LENGTH } from './journal-limits';
import { TradeJournalTag } from './trade-journal-tag.entity';

export interface TagWithCount {
  tag: JournalTag;
  /** How many trades carry it: the sample size a tag breakdown rests on. */
  tradeCount: number;
}

const KIND_LABEL: Record<TagKind, string> = { setup: 'setup', mistake: 'mistake' };

export function tagKindOrRefuse(kind: string): TagKind {
  const lower = kind.toLowerCase();
  if (!(TAG_KINDS as readonly string[]).includes(lower)) throw new JournalError('validation_error', `A tag kind must be one of: ${TAG_KINDS.join(', ')}.`);
  return lower as TagKind;
}

/** The name as stored (trimmed, inner runs of spaces made one) and its case-free key. */
export function tagNameOf(raw: string): { name: string; nameKey: string } {
  const name = raw.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (!name) throw new JournalError('validation_error', 'A tag name cannot be empty.');
  if (name.length > TAG_NAME_MAX_LENGTH) throw new JournalError('validation_error', `A tag name must be at most ${TAG_NAME_MAX_LENGTH} characters long.`);
  return { name, nameKey: name.toLowerCase() };
}

/** Setup and mistake tags: created on the fly by name, renamed and merged in one place. */
export class JournalTagService {
  constructor(
    private readonly clock: Clock,
    private readonly changes: JournalChanges,
  ) {}

  async list(em: EntityManager, userId: number, kind: TagKind | null = null): Promise<TagWithCount[]> {
    const tags = await em.find(JournalTag, { user: userId, ...(kind ? { kind } : {}) }, { orderBy: { kind: 'asc', nameKey: 'asc' } });
    const counts = await this.tradeCounts(em, tags.map(({ id }) => id));
    return tags.map((tag) => ({ tag, tradeCount: counts.get(tag.id) ?? 0 }));
  }

  /** How many trades carry each tag, in one query. */
  async tradeCounts(em: EntityManager, tagIds: number[]): Promise<Map<number, number>> {
    if (tagIds.length === 0) return new Map();
    const sql = `select tag_id as tag, count(*) as trades from trade_journal_tag where tag_id in (${placeholders(tagIds.length)}) group by tag_id`;
    const rows = await selectRows<{ tag: number; trades: number | string }>(em, sql, tagIds);
    return new Map(rows.map((row) => [Number(row.tag), Number(row.trades)]));
  }

  /** The user's tag of that kind and name (whatever its case), created if there is none. */
  async findOrCreate(em: EntityManager, userId: number, kind: TagKind, rawName: string): Promise<JournalTag> {
    const { name, nameKey } = tagNameOf(rawName);
    const existing = await em.findOne(JournalTag, { user: userId, kind, nameKey });
    if (existing) return existing;
    const tag = em.create(JournalTag, { user: em.getReference(User, userId), kind, name, nameKey, createdAt: this.clock.now() });
    try {
      await em.flush();
      return tag;
    } catch (error) {
      // Created by another request of the same user in the meantime: that one is the tag.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      em.clear();
      return em.findOneOrFail(JournalTag, { user: userId, kind, nameKey });
    }
  }

  async rename(em: EntityManager, userId: number, tagId: number, rawName: string): Promise<JournalTag> {
    const { name, nameKey } = tagNameOf(rawName);
    const tag = await this.owned(em, userId, tagId);
    const namesake = await em.findOne(JournalTag, { user: userId, kind: tag.kind, nameKey, id: { $ne: tag.id } });
    if (namesake) throw nameTaken(tag.kind, namesake.name);
    em.assign(tag, { name, nameKey });
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw nameTaken(tag.kind, name);
      throw error;
    }
    // The insights name setups and mistakes.
    this.changes.changed(em, userId);
    return tag;
  }

  /** Moves every trade of `sourceId` onto `targetId` (once each) and deletes the source tag. */
  async merge(em: EntityManager, userId: number, sourceId: number, targetId: number): Promise<JournalTag> {
    if (sourceId === targetId) throw new JournalError('validation_error', 'Choose two different tags to merge.');
    const merged = await em.transactional(async (tx) => {
      const source = await this.owned(tx, userId, sourceId);
      const target = await this.owned(tx, userId, targetId);
      if (source.kind !== target.kind) throw new JournalError('validation_error', `A ${KIND_LABEL[source.kind]} tag can only be merged into another ${KIND_LABEL[source.kind]} tag.`);
      const links = await tx.find(TradeJournalTag, { tag: source.id });
      const alreadyTagged = new Set((await tx.find(TradeJournalTag, { tag: target.id, entry: { $in: links.map(({ entry }) => entry.id) } })).map(({ entry }) => entry.id));
      for (const { entry } of links) if (!alreadyTagged.has(entry.id)) tx.create(TradeJournalTag, { entry, tag: target });
      await tx.flush();
      await tx.nativeDelete(TradeJournalTag, { tag: source.id });
      await tx.nativeDelete(JournalTag, { id: source.id });
      return target;
    });
    this.changes.changed(em, userId);
    return merged;
  }

  /** Deletes the tag and takes it off every trade. */
  async delete(em: EntityManager, userId: number, tagId: number): Promise<void> {
    await em.transactional(async (tx) => {
      const tag = await this.owned(tx, userId, tagId);
      await tx.nativeDelete(TradeJournalTag, { tag: tag.id });
      await tx.nativeDelete(JournalTag, { id: tag.id });
    });
    this.changes.changed(em, userId);
  }

  /** Every one of `tagIds`, all the user's, or a refusal naming none of anyone else's. */
  async ownedTags(em: EntityManager, userId: number, tagIds: readonly number[]): Promise<JournalTag[]> {
    const unique = [...new Set(tagIds)];
    if (unique.length === 0) return [];
    const tags = await em.find(JournalTag, { id: { $in: unique }, user: userId });
    if (tags.length !== unique.length) throw tagNotFound();
    return tags;
  }

  private async owned(em: EntityManager, userId: number, tagId: number): Promise<JournalTag> {
    const tag = await em.findOne(JournalTag, { id: tagId, user: userId });
    if (!tag) throw tagNotFound();
    return tag;
  }
}

const nameTaken = (kind: TagKind, name: string) =>
  new JournalError('tag_name_taken', `A ${KIND_LABEL[kind]} tag named "${name}" already exists. Merge the two tags instead.`);
