// The public entry of modules/journal: what other modules and app.ts may use (a lint refuses imports past it).
import { type ApiModule, standaloneWiring } from '../../api-module';
import { DayJournalEntry } from './day-journal-entry.entity';
import { JournalTag } from './journal-tag.entity';
import { JournalResolver } from './journal.resolver';
import { journalRoutes } from './journal.routes';
import { TradeJournalEntry } from './trade-journal-entry.entity';
import { TradeJournalTag } from './trade-journal-tag.entity';
import { wireJournal } from './wiring';

export const journalModule = {
  name: 'journal',
  entities: [JournalTag, TradeJournalEntry, TradeJournalTag, DayJournalEntry],
  resolvers: [JournalResolver],
  mount: ({ services: { journalTags, dayJournal, callers } }) => ({
    resolvers: [new JournalResolver(journalTags, dayJournal)],
    routes: [journalRoutes({ tags: journalTags, days: dayJournal, callers })],
  }),
  services: standaloneWiring(wireJournal),
} satisfies ApiModule;

// What other modules may use.
export { DayJournalService } from './day-journal.service';
export { JournalChanges } from './journal-changes';
export type { JournalTag, TagKind } from './journal-tag.entity';
export { JournalTagService } from './journal-tag.service';
export { dayJournalSection, journalTagsSection, tradeJournalSection } from './journal.section';
export { JournalTagView } from './journal.types';
export { tagIdOf } from './tag-id';
export { TradeJournalEntry } from './trade-journal-entry.entity';
export { TradeJournalTag } from './trade-journal-tag.entity';
export type { BulkTagAction } from './bulk-trade-tags';
export { EMPTY_ANNOTATION, tagOrder, TradeJournalService, tradeRefKey, type TradeAnnotation } from './trade-journal.service';
