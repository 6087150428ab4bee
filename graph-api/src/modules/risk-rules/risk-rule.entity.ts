import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../../infra/users';
import type { RiskRuleKind, RiskRuleUnit } from './domain/risk-rule';

/** One of a trader's risk rules (docs/reports-and-alerts.md): each optional, at most one per kind and account scope. */
@Entity({ tableName: 'risk_rule' })
export class StoredRiskRule {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User)
  user!: User;

  @Property({ type: 'string', length: 24 })
  kind!: RiskRuleKind;

  /** A positive decimal in the unit, as text: compared to money as the dashboard computes it. */
  @Property({ type: 'string', length: 24 })
  limitValue!: string;

  @Property({ type: 'string', length: 8 })
  unit!: RiskRuleUnit;

  /** Only this broker account's trades; null: every account. */
  @Property({ type: 'string', length: 64, nullable: true })
  accountId: string | null = null;

  @Property({ type: 'datetime' })
  createdAt!: Date;
}

/** A rule broken on one local day: told once (the unique key), counted by the Play Book's Risk Management tab. */
@Entity({ tableName: 'risk_breach' })
@Unique({ properties: ['user', 'ruleId', 'day'] })
export class RiskBreach {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { index: false })
  user!: User;

  /** The rule's id, kept as a number: a breach outlives a rule changed later, as history. */
  @Property({ type: 'integer' })
  ruleId!: number;

  @Property({ type: 'string', length: 24 })
  kind!: RiskRuleKind;

  @Property({ type: 'string', length: 10 })
  day!: string;

  @Property({ type: 'string', length: 32 })
  figure!: string;

  @Property({ type: 'string', length: 24 })
  limitValue!: string;

  @Property({ type: 'string', length: 8 })
  unit!: RiskRuleUnit;

  /** The ids of the trades behind it, as a JSON array. */
  @Property({ type: 'text' })
  tradeIds!: string;

  /** When it was broken: the exit of the trade that broke it. */
  @Property({ type: 'datetime' })
  occurredAt!: Date;

  @Property({ type: 'datetime' })
  createdAt!: Date;
}
