import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../../../infra/users';
import { PsychologyAssessment } from '../assessment/psychology-assessment.entity';

/** One generated version of a trader's Play Book. Versions are kept; the newest is Active. */
@Entity({ tableName: 'playbook' })
@Unique({ properties: ['user', 'version'] })
export class Playbook {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  // No index of its own: the unique index starts with it.
  @ManyToOne(() => User, { index: false })
  user!: User;

  /** 1 for the first Play Book, then one more per regeneration. */
  @Property({ type: 'integer' })
  version!: number;

  /** The assessment it was built from. */
  @ManyToOne(() => PsychologyAssessment)
  assessment!: PsychologyAssessment;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  /** 0-100: how much evidence it rests on. */
  @Property({ type: 'smallint' })
  confidenceScore!: number;

  /** The sections and their evidence as JSON (PlaybookContent); written once, never edited. */
  @Property({ type: 'text' })
  content!: string;
}
