import type { EntityManager } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/knex';
import type { Clock } from '../../clock';
import type { Logger } from '../../logger';
import { isCanonicalDecimal } from '../trades';
import { formatMoney } from '../insights';
import type { NotificationService } from '../notifications';
import type { SettingsService } from '../settings';
import { ianaZoneOf } from '../settings';
import { User } from '../../infra/users';
import { type Breach, findBreaches } from './domain/risk-checks';
import { RISK_RULE_NAMES, RISK_RULE_UNITS, type RiskRule, type RiskRuleKind, type RiskRuleUnit } from './domain/risk-rule';
import { RiskBreach, StoredRiskRule } from './risk-rule.entity';
import { RiskRuleError } from './risk-rules.errors';
import { riskTradesOf } from './risk-trades';
import { type AlertQueue, enqueueRiskAlertMails, type RiskAlert } from './risk-alert-mails';

export const MAX_RISK_RULES = 20;
const MAX_LIMIT = 1_000_000_000;
/** One breach as a report lists it. */
export interface RecordedBreach {
  kind: RiskRuleKind;
  name: string;
  day: string;
  figure: string;
  limit: string;
  unit: RiskRuleUnit;
}

const DAY_MS = 86_400_000;

export interface RiskRuleInput {
  kind: string;
  limit: string;
  unit: string;
  accountId?: string | null;
}

export interface RiskRuleWithCount extends RiskRule {
  breachesLast30Days: number;
}

const refuse = (message: string) => new RiskRuleError('validation_error', message);

/** Checks one rule's input, naming the field it refuses (rules[2].limit). */
function validRule(input: RiskRuleInput, index: number): Omit<RiskRule, 'id'> {
  const field = (name: string) => `rules[${index}].${name}`;
  if (!(input.kind in RISK_RULE_UNITS)) throw refuse(`${field('kind')} must be one of ${Object.keys(RISK_RULE_UNITS).join(', ')}.`);
  const kind = input.kind as RiskRuleKind;
  const units: readonly string[] = RISK_RULE_UNITS[kind];
  if (!units.includes(input.unit)) throw refuse(`${field('unit')} of ${kind} must be ${units.join(' or ')}.`);
  const limit = input.limit.trim();
  if (!isCanonicalDecimal(limit) || limit.startsWith('-') || limit === '0' || Number(limit) > MAX_LIMIT) throw refuse(`${field('limit')} must be a number above 0 and at most ${MAX_LIMIT}, like 500 or 2.5.`);
  if (kind === 'max_trades_per_day' && !/^\d+$/.test(limit)) throw refuse(`${field('limit')} of max_trades_per_day must be a whole number of trades.`);
  const accountId = input.accountId?.trim() || null;
  if (accountId !== null && accountId.length > 64) throw refuse(`${field('accountId')} must be at most 64 characters.`);
  return { kind, limit, unit: input.unit as RiskRuleUnit, accountId };
}

const ruleOf = (row: StoredRiskRule): RiskRule => ({ id: row.id, kind: row.kind, limit: row.limitValue, unit: row.unit, accountId: row.accountId });

/** How a breach reads in the notification: the figure and the limit in the rule's unit. */
function describe(rule: RiskRule, breach: Breach, timeZone: string): string {
  const inUnit = (value: string) => (rule.unit === 'usd' ? formatMoney(value) : rule.unit === 'r' ? `${value}R` : `${value} ${rule.unit}`);
  const figure = rule.kind === 'daily_loss' ? `Net P&L ${inUnit(breach.figure)}` : rule.kind === 'max_trades_per_day' ? `${breach.figure} trades` : inUnit(breach.figure);
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(breach.at);
  const trades = `${breach.tradeIds.length} trade${breach.tradeIds.length === 1 ? '' : 's'}`;
  const scope = rule.accountId === null ? '' : ` in account ${rule.accountId}`;
  return `${figure} against a limit of ${inUnit(rule.limit)}${scope} on ${breach.day} at ${time} (${trades}).`;
}

/** The risk_rule and risk_breach tables' owner: the trader's rules, and their checks as trades arrive. */
export class RiskRuleService {
  private readonly running = new Set<Promise<unknown>>();

  constructor(
    private readonly settings: SettingsService,
    private readonly notifications: NotificationService,
    private readonly alertMails: AlertQueue,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /**
   * After an import committed: checked off its request, errors logged (the import has succeeded
   * whatever happens here); with Real-time analysis off, left to the nightly run and to the next
   * look at the rules (docs/reports-and-alerts.md "Real-time analysis").
   */
  afterImport(em: EntityManager, userId: number): void {
    const check = this.checkIfRealTime(em.fork(), userId).catch((error: unknown) => this.logger.error({ err: error, userId }, 'risk rules could not be checked after an import'));
    this.running.add(check);
    void check.finally(() => this.running.delete(check));
  }

  private async checkIfRealTime(em: EntityManager, userId: number): Promise<Breach[]> {
    return (await this.settings.get(em, userId)).realTimeAnalysis ? this.check(em, userId) : [];
  }

  /** Resolves once no check is under way (tests, shutting down). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** The rules with their recent breaches; with Real-time analysis off, the trades that arrived since the last check are checked first. */
  async list(em: EntityManager, userId: number): Promise<RiskRuleWithCount[]> {
    if (!(await this.settings.get(em, userId)).realTimeAnalysis) await this.check(em, userId);
    const rows = await em.find(StoredRiskRule, { user: userId }, { orderBy: { id: 'asc' } });
    const since = new Date(this.clock.now().getTime() - 30 * DAY_MS);
    const breaches = await em.find(RiskBreach, { user: userId, occurredAt: { $gte: since } }, { fields: ['ruleId'] });
    return rows.map((row) => ({ ...ruleOf(row), breachesLast30Days: breaches.filter(({ ruleId }) => ruleId === row.id).length }));
  }

  /** The breaches recorded on the trader's local days `fromDay` to `toDay` (both included), oldest first: the reports' list. */
  async breachesBetween(em: EntityManager, userId: number, fromDay: string, toDay: string): Promise<RecordedBreach[]> {
    const rows = await em.find(RiskBreach, { user: userId, day: { $gte: fromDay, $lte: toDay } }, { orderBy: { occurredAt: 'asc', id: 'asc' } });
    return rows.map(({ kind, day, figure, limitValue, unit }) => ({ kind, name: RISK_RULE_NAMES[kind], day, figure, limit: limitValue, unit }));
  }

  /** Replaces the trader's rules with these (an empty list: none); all are checked before any is stored. */
  async replace(em: EntityManager, userId: number, inputs: readonly RiskRuleInput[]): Promise<RiskRuleWithCount[]> {
    if (inputs.length > MAX_RISK_RULES) throw refuse(`rules may hold at most ${MAX_RISK_RULES} rules.`);
    const rules = inputs.map(validRule);
    const seen = new Set<string>();
    rules.forEach(({ kind, accountId }, index) => {
      const key = `${kind}|${accountId ?? ''}`;
      if (seen.has(key)) throw refuse(`rules[${index}].kind: ${kind} is already set${accountId ? ` for account ${accountId}` : ''}; one rule of a kind per account scope.`);
      seen.add(key);
    });
    await em.transactional(async (tx) => {
      await tx.nativeDelete(StoredRiskRule, { user: userId });
      const now = this.clock.now();
      for (const rule of rules) tx.create(StoredRiskRule, { user: tx.getReference(User, userId), kind: rule.kind, limitValue: rule.limit, unit: rule.unit, accountId: rule.accountId, createdAt: now });
    });
    return this.list(em, userId);
  }

  /**
   * Checks the rules over the trader's trades (after an import, an API import or a sync): each
   * breach not recorded yet is recorded, and told in the notification centre while Risk Alerts is
   * on, in one transaction. Answers the new breaches.
   */
  async check(em: EntityManager, userId: number): Promise<Breach[]> {
    const rules = (await em.find(StoredRiskRule, { user: userId })).map(ruleOf);
    if (rules.length === 0) return [];
    const settings = await this.settings.get(em, userId);
    const timeZone = ianaZoneOf(settings.timezone);
    const found = findBreaches(rules, await riskTradesOf(em, userId), timeZone);
    if (found.length === 0) return [];
    const alerts: RiskAlert[] = [];
    const recorded = await em.transactional(async (tx) => {
      // A transaction the database refused runs again (docs/galera.md): its alerts are those of the last run.
      alerts.length = 0;
      const known = await tx.find(RiskBreach, { user: userId }, { fields: ['ruleId', 'day'] });
      const seen = new Set(known.map(({ ruleId, day }) => `${ruleId}|${day}`));
      const fresh = found.filter(({ ruleId, day }) => !seen.has(`${ruleId}|${day}`));
      if (fresh.length === 0) return [];
      const byId = new Map(rules.map((rule) => [rule.id, rule]));
      const now = this.clock.now();
      const rows = fresh.map((breach) => {
        const rule = byId.get(breach.ruleId)!;
        return { user: tx.getReference(User, userId), ruleId: rule.id, kind: rule.kind, day: breach.day, figure: breach.figure, limitValue: rule.limit, unit: rule.unit, tradeIds: JSON.stringify(breach.tradeIds.map(Number)), occurredAt: new Date(breach.at), createdAt: now };
      });
      // Another process checking the same import at once records the same breach once.
      await (tx as SqlEntityManager).createQueryBuilder(RiskBreach).insert(rows).onConflict(['user', 'ruleId', 'day']).ignore().execute();
      if (settings.riskAlerts) {
        for (const breach of fresh) {
          const rule = byId.get(breach.ruleId)!;
          alerts.push({ ruleId: rule.id, day: breach.day, title: `${RISK_RULE_NAMES[rule.kind]} broken`, text: describe(rule, breach, timeZone) });
        }
        await this.notifications.add(tx, userId, alerts.map(({ ruleId, day, title, text }) => ({ kind: 'risk_breach', title, text, link: '/history', dedupeKey: `risk:${ruleId}:${day}` })));
      }
      return fresh;
    });
    // Mailed once the breaches are stored: queued jobs, one per rule per day by their idempotency key.
    await enqueueRiskAlertMails(this.alertMails, em, userId, alerts);
    return recorded;
  }
}
