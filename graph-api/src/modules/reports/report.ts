import type { EntityManager } from '@mikro-orm/core';
import { allTradesOf } from '../dashboard-summary';
import type { DayJournalService } from '../journal';
import type { RecordedBreach, RiskRuleService } from '../risk-rules';
import { ianaZoneOf, type SettingsService } from '../settings';
import { type EquityDay, equityCurveOf, equityDaysOf, figuresOf, type PeriodFigures, previousFourWeeks, type WeekComparison } from './report-figures';
import type { ReportPeriod } from './report-period';

export interface ReportJournalDay {
  day: string;
  plan: string;
  review: string;
}

/** One daily summary or weekly report: the e-mail and the page are both made from this. */
export interface Report {
  period: ReportPeriod;
  timeZone: string;
  figures: PeriodFigures;
  /** Weeks only: the four weeks before, with their range. */
  comparison: WeekComparison | null;
  breaches: RecordedBreach[];
  /** The day journal's plan next to its review, for each day of the period that has either. */
  journal: ReportJournalDay[];
  /** Running net P&L after each trade of the period. */
  equityCurve: number[];
  /** The same curve, one point per local day with trades. */
  equityDays: EquityDay[];
  topInsight: { title: string; text: string } | null;
}

export type TopInsight = (em: EntityManager, userId: number) => Promise<{ title: string; text: string } | null>;

/** Gathers a report's parts from the modules that own them; the figures are the dashboard's functions (report-figures.ts). */
export class ReportBuilder {
  constructor(
    private readonly settings: SettingsService,
    private readonly dayJournal: DayJournalService,
    private readonly riskRules: RiskRuleService,
    private readonly topInsight: TopInsight,
  ) {}

  async timeZoneOf(em: EntityManager, userId: number): Promise<string> {
    return ianaZoneOf((await this.settings.get(em, userId)).timezone);
  }

  async build(em: EntityManager, userId: number, period: ReportPeriod): Promise<Report> {
    const timeZone = await this.timeZoneOf(em, userId);
    const trades = await allTradesOf(em, userId);
    const journal = (await this.dayJournal.list(em, userId, period.from, period.to))
      .filter(({ plan, review }) => plan.trim() !== '' || review.trim() !== '')
      .map(({ day, plan, review }) => ({ day, plan, review }));
    return {
      period,
      timeZone,
      figures: figuresOf(trades, period, timeZone),
      comparison: period.kind === 'week' ? previousFourWeeks(trades, period, timeZone) : null,
      breaches: await this.riskRules.breachesBetween(em, userId, period.from, period.to),
      journal,
      equityCurve: equityCurveOf(trades, period, timeZone),
      equityDays: equityDaysOf(trades, period, timeZone),
      topInsight: await this.topInsight(em, userId),
    };
  }
}
