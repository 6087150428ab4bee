import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../../infra/users';

/** The two kinds of tag a trader puts on trades: what the trade was (setup) and what went wrong (mistake). */
export const TAG_KINDS = ['setup', 'mistake'] as const;
export type TagKind = (typeof TAG_KINDS)[number];

/**
 * A setup or mistake tag of one user. `nameKey` is the trimmed name in lower case: names are unique
 * per user and kind whatever their case ("Breakout" and "breakout" are one tag), and searched by it.
 */
@Entity({ tableName: 'journal_tag' })
@Unique({ properties: ['user', 'kind', 'nameKey'] })
export class JournalTag {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  // No index of its own: the unique index starts with it.
  @ManyToOne(() => User, { index: false })
  user!: User;

  @Property({ type: 'string', length: 8 })
  kind!: TagKind;

  @Property({ type: 'string', length: 64 })
  name!: string;

  @Property({ type: 'string', length: 64 })
  nameKey!: string;

  @Property({ type: 'datetime' })
  createdAt!: Date;
}
