import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../../infra/users';

/** The journal of one trading day: the plan written before the session and the review after it. */
@Entity({ tableName: 'day_journal_entry' })
@Unique({ properties: ['user', 'day'] })
export class DayJournalEntry {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  // No index of its own: the unique index starts with it.
  @ManyToOne(() => User, { index: false })
  user!: User;

  /** The trader's local date, YYYY-MM-DD (in their Timezone setting). */
  @Property({ type: 'string', length: 10 })
  day!: string;

  @Property({ type: 'text' })
  plan!: string;

  @Property({ type: 'text' })
  review!: string;

  @Property({ type: 'datetime' })
  updatedAt!: Date;
}
