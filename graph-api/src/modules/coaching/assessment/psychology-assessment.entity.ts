import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../../../infra/users';

/**
 * One completed psychology assessment. A retake adds a row: the history is kept and the latest
 * (by completedAt, then id) is the one shown and used.
 */
@Entity({ tableName: 'psychology_assessment' })
@Index({ properties: ['user', 'completedAt'] })
export class PsychologyAssessment {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  // No index of its own: the (user, completedAt) index starts with it.
  @ManyToOne(() => User, { index: false })
  user!: User;

  @Property({ type: 'datetime' })
  completedAt!: Date;

  /** 0-100, scored by the server from the raw answers (never the client's figures). */
  @Property({ type: 'smallint' })
  openness!: number;

  @Property({ type: 'smallint' })
  conscientiousness!: number;

  @Property({ type: 'smallint' })
  extraversion!: number;

  @Property({ type: 'smallint' })
  agreeableness!: number;

  @Property({ type: 'smallint' })
  neuroticism!: number;

  @Property({ type: 'string', length: 16 })
  riskTolerance!: string;

  @Property({ type: 'string', length: 16 })
  tradingExperience!: string;

  @Property({ type: 'string', length: 16 })
  preferredTimeframe!: string;

  @Property({ type: 'smallint' })
  emotionalControl!: number;

  @Property({ type: 'smallint' })
  disciplineLevel!: number;

  @Property({ type: 'text' })
  tradingGoals!: string;

  @Property({ type: 'string', length: 16 })
  stressHandling!: string;

  /** Every raw answer as JSON: q1…q15 as answered (unanswered ones absent) and the other answers by name. */
  @Property({ type: 'text' })
  responses!: string;
}
