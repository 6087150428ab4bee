import type { WiringInfra } from '../../wiring-infra';
import { DayJournalService } from './day-journal.service';
import { JournalChanges } from './journal-changes';
import { JournalTagService } from './journal-tag.service';
import { dayJournalSection, journalTagsSection, tradeJournalSection } from './journal.section';
import { TradeJournalService } from './trade-journal.service';

/** Wired after imports: tag links point at tags and entries at account instruments, so they are deleted first. */
export function wireJournal({ clock, userData }: WiringInfra) {
  userData.register(journalTagsSection, tradeJournalSection, dayJournalSection);
  // Insights and the /analytics figures listen here for the edits they rest on (their wirings subscribe).
  const journalChanges = new JournalChanges();
  const journalTags = new JournalTagService(clock, journalChanges);
  return { journalChanges, journalTags, tradeJournal: new TradeJournalService(journalTags, clock, journalChanges), dayJournal: new DayJournalService(clock) };
}
