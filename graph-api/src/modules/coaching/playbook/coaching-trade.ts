import type { EntityManager } from '@mikro-orm/core';
import { allTradesOf, type ClosedTrade, isClosed } from '../../dashboard-summary';
import { TradeJournalEntry, TradeJournalTag } from '../../journal';

/** A closed trade with what the trader journaled about it: the Play Book's unit of evidence. */
export type CoachingTrade = ClosedTrade & {
  /** A planned stop was recorded for it. */
  hasStop: boolean;
  /** Its setup tags' names. */
  setups: string[];
};

// Journal entries survive trade rebuilds by naming the trade as (account instrument, trade key).
const journalKey = (instrumentId: number, tradeKey: string) => `${instrumentId}|${tradeKey}`;

/** The user's closed trades with their stops and setups (the same trade rows the analytics read). */
export async function coachingTradesOf(em: EntityManager, userId: number): Promise<CoachingTrade[]> {
  const closed = (await allTradesOf(em, userId)).filter(isClosed);
  const entries = await em.find(TradeJournalEntry, { user: userId });
  const setupLinks = await em.find(TradeJournalTag, { entry: { user: userId }, tag: { kind: 'setup' } }, { populate: ['tag'] });
  const setupsOfEntry = new Map<number, string[]>();
  for (const { entry, tag } of setupLinks) setupsOfEntry.set(entry.id, [...(setupsOfEntry.get(entry.id) ?? []), tag.name]);
  const entryOf = new Map(entries.map((entry) => [journalKey(entry.accountInstrument.id, entry.tradeKey), entry]));
  return closed.map((trade) => {
    const entry = entryOf.get(journalKey(trade.instrumentId, trade.tradeKey));
    return { ...trade, hasStop: entry?.stopPrice != null, setups: entry ? (setupsOfEntry.get(entry.id) ?? []).sort() : [] };
  });
}
