import { Entity, ManyToOne } from '@mikro-orm/core';
import { JournalTag } from './journal-tag.entity';
import { TradeJournalEntry } from './trade-journal-entry.entity';

/** A tag on a trade (through the trade's journal entry, which survives the trade's rebuilds). */
@Entity({ tableName: 'trade_journal_tag' })
export class TradeJournalTag {
  // The primary key (entry, tag) serves a trade's tags; the tag's own index serves the tag filter and merges.
  @ManyToOne(() => TradeJournalEntry, { primary: true, index: false })
  entry!: TradeJournalEntry;

  @ManyToOne(() => JournalTag, { primary: true, index: true })
  tag!: JournalTag;
}
