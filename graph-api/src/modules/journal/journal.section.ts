import type { UserDataSection } from '../../infra/users';
import { DayJournalEntry } from './day-journal-entry.entity';
import { JournalTag } from './journal-tag.entity';
import { TradeJournalEntry } from './trade-journal-entry.entity';
import { TradeJournalTag } from './trade-journal-tag.entity';

/** Setup and mistake tags. Registered before the trade journal, whose tag links point at them. */
export const journalTagsSection: UserDataSection = {
  name: 'journalTags',
  async export(em, userId) {
    const tags = await em.find(JournalTag, { user: userId }, { orderBy: { kind: 'asc', nameKey: 'asc', id: 'asc' } });
    return tags.map(({ id, kind, name, createdAt }) => ({ id, kind, name, createdAt }));
  },
  async deleteAll(em, userId) {
    await em.nativeDelete(JournalTag, { user: userId });
  },
};

/**
 * Notes, planned stops and tags per trade, each named as rebuilds keep a trade: its account
 * instrument's fields and trade key. Registered after executions: deleted before the account
 * instruments the entries point at.
 */
export const tradeJournalSection: UserDataSection = {
  name: 'tradeJournal',
  async export(em, userId) {
    const entries = await em.find(TradeJournalEntry, { user: userId }, { orderBy: { id: 'asc' }, populate: ['accountInstrument'] });
    const links = await em.find(TradeJournalTag, { entry: { user: userId } });
    const tagIdsOf = new Map<number, number[]>();
    for (const { entry, tag } of links) tagIdsOf.set(entry.id, [...(tagIdsOf.get(entry.id) ?? []), tag.id]);
    return entries.map(({ id, accountInstrument, tradeKey, notes, stopPrice, updatedAt }) => ({
      platform: accountInstrument.platform,
      accountId: accountInstrument.accountId,
      symbol: accountInstrument.symbol,
      tradeKey,
      notes,
      stopPrice,
      tagIds: (tagIdsOf.get(id) ?? []).sort((a, b) => a - b),
      updatedAt,
    }));
  },
  async deleteAll(em, userId) {
    await em.nativeDelete(TradeJournalTag, { entry: { user: userId } });
    await em.nativeDelete(TradeJournalEntry, { user: userId });
  },
};

/** The plan and review of each trading day. */
export const dayJournalSection: UserDataSection = {
  name: 'dayJournal',
  async export(em, userId) {
    const days = await em.find(DayJournalEntry, { user: userId }, { orderBy: { day: 'asc' } });
    return days.map(({ day, plan, review, updatedAt }) => ({ day, plan, review, updatedAt }));
  },
  async deleteAll(em, userId) {
    await em.nativeDelete(DayJournalEntry, { user: userId });
  },
};
