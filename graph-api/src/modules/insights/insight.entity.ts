import { Entity, type EntityProperty, ManyToOne, type Platform, PrimaryKey, Property, Type, Unique } from '@mikro-orm/core';
import { BaseSqlitePlatform } from '@mikro-orm/knex';
import { User } from '../../infra/users';
import type { InsightCategory } from './domain/insight';

/**
 * JSON in a column as large as a trade list needs: a pattern of 100 000 trades names thousands of
 * them, past MySQL's 64 KB TEXT. MEDIUMTEXT (16 MB) in MySQL; SQLite's TEXT has no such limit.
 */
export class LargeTextType extends Type<string, string> {
  override getColumnType(_prop: EntityProperty, platform: Platform): string {
    return platform instanceof BaseSqlitePlatform ? 'text' : 'mediumtext';
  }

  override compareAsType(): string {
    return 'string';
  }
}

/**
 * One insight of a user's latest computation (insights engine, INSIGHTS.md). Derived from the
 * trades and rebuilt from them after each import: never the only copy of anything.
 */
@Entity({ tableName: 'insight' })
@Unique({ properties: ['user', 'insightKey'] })
export class StoredInsight {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  // No index of its own: the unique index starts with it.
  @ManyToOne(() => User, { index: false })
  user!: User;

  /** The engine's stable id ("pattern:hour:11"): a finding that holds across recomputes keeps its first time. */
  @Property({ type: 'string', length: 191 })
  insightKey!: string;

  @Property({ type: 'string', length: 16 })
  category!: InsightCategory;

  @Property({ type: 'string', length: 255 })
  title!: string;

  @Property({ type: 'text' })
  text!: string;

  /** Label and value pairs, as JSON. */
  @Property({ type: 'text' })
  evidence!: string;

  /** The ids of the trades it rests on, as a JSON array. */
  @Property({ type: LargeTextType })
  tradeIds!: string;

  @Property({ type: 'integer' })
  sampleSize!: number;

  @Property({ type: 'integer' })
  confidence!: number;

  /** When the engine first found it (kept while it holds). */
  @Property({ type: 'datetime' })
  createdAt!: Date;
}

/** When a user's insights were last computed, and in which settings: a change of either makes them stale. */
@Entity({ tableName: 'insight_run' })
export class InsightRun {
  @ManyToOne(() => User, { primary: true })
  user!: User;

  @Property({ type: 'datetime' })
  computedAt!: Date;

  /** IANA zone the hours and days were read in. */
  @Property({ type: 'string', length: 64 })
  timeZone!: string;

  @Property({ type: 'double' })
  riskPerTrade!: number;
}
