import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../../infra/users';

/** The one row of the demo journal: the primary key is always this. */
export const DEMO_JOURNAL_ID = 1;

/**
 * The demo journal of this installation, one row. Inserting it is how a process claims the
 * generation (the primary key lets one insert win, across processes and on both databases); the
 * others wait until `generatedAt` is set.
 */
@Entity({ tableName: 'demo_journal' })
export class DemoJournal {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id!: number;

  /** The demo account, once the generation created it. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'cascade' })
  user: User | null = null;

  /** The generator's seed: the same seed and day give the same journal. */
  @Property({ type: 'integer' })
  seed!: number;

  /** When the generation now running (or done) was claimed; a claim left unfinished for long is taken over. */
  @Property({ type: 'datetime' })
  claimedAt!: Date;

  /** Null while it is being generated. */
  @Property({ type: 'datetime', nullable: true })
  generatedAt: Date | null = null;

  /** The first and last trading day of the journal, YYYY-MM-DD. */
  @Property({ type: 'string', length: 10, nullable: true })
  firstDay: string | null = null;

  @Property({ type: 'string', length: 10, nullable: true })
  lastDay: string | null = null;

  /** How long the generation took, for the log and the figure docs/demo-journal.md gives. */
  @Property({ type: 'integer', nullable: true })
  generationMs: number | null = null;
}
