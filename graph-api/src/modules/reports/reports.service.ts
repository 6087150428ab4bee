import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../clock';
import { User } from '../../infra/users';
import type { Mailer } from '../../infra/mail';
import type { NotificationService } from '../notifications';
import type { SettingsService } from '../settings';
import type { Report, ReportBuilder } from './report';
import { formatMoney } from '../insights';
import { periodTitle, reportMail } from './report-mail';
import { periodOfRun, type ReportPeriod } from './report-period';
import { type ReportSwitch, type TokenProblem, UNSUBSCRIBE_PATH, type UnsubscribeTokens } from './unsubscribe-token';

/** Where the app shows the period: the week's report page, or the dashboard for a day (docs/reports-and-alerts.md). */
export const reportPagePath = (period: ReportPeriod): string => (period.kind === 'week' ? `/reports/weekly?week=${period.from}` : '/dashboard');

/** An unsubscribe link works for 60 days: long enough for an old e-mail, short enough that a leaked one dies. */
const UNSUBSCRIBE_VALID_MS = 60 * 86_400_000;

export const SWITCH_OF: Record<ReportPeriod['kind'], ReportSwitch> = { day: 'dailySummary', week: 'weeklyReport' };
export const SWITCH_NAMES: Record<ReportSwitch, string> = { dailySummary: 'Daily Summary', weeklyReport: 'Weekly Report' };

export type UnsubscribeOutcome = { done: true; setting: ReportSwitch } | { done: false; problem: TokenProblem | 'unknown-user' };

/** The reports' e-mails and the unsubscribe links in them (docs/reports-and-alerts.md "Daily Summary and Weekly Report"). */
export class ReportsService {
  constructor(
    private readonly deps: { builder: ReportBuilder; settings: SettingsService; notifications: NotificationService; mailer: Mailer; tokens: UnsubscribeTokens; clock: Clock; publicUrl: string },
  ) {}

  report(em: EntityManager, userId: number, period: ReportPeriod): Promise<Report> {
    return this.deps.builder.build(em, userId, period);
  }

  /**
   * One scheduled run: the e-mail of the period that ends at `scheduledFor`, unless the switch was
   * turned off since or the period has no trade. Answers whether a mail was sent.
   */
  async sendScheduled(em: EntityManager, userId: number, kind: ReportPeriod['kind'], scheduledFor: Date): Promise<boolean> {
    const { settings, builder, mailer } = this.deps;
    const setting = SWITCH_OF[kind];
    if (!(await settings.get(em, userId))[setting]) return false;
    const user = await em.findOne(User, userId);
    if (!user) return false;
    const period = periodOfRun(kind, scheduledFor, await builder.timeZoneOf(em, userId));
    // Once per period: a Summary Time moved later on the same day schedules a second run of it (docs/jobs.md).
    const sentKey = `report:${period.kind}:${period.from}`;
    if (await this.deps.notifications.has(em, userId, sentKey)) return false;
    const report = await builder.build(em, userId, period);
    if (report.figures.trades === 0) return false;
    // The period's own Message-ID: a run taken up again after its process died between sending and
    // recording sends the same message, which a receiver drops (docs/jobs.md "Exactly once").
    await mailer.send({ ...reportMail(user.email, report, this.linksFor(userId, period)), messageId: reportMessageId(userId, sentKey, this.deps.publicUrl) });
    // Its entry in the notification centre is also the record that this period's mail went.
    await this.deps.notifications.add(em, userId, [{ kind: 'report', title: periodTitle(report), text: `Net P&L ${formatMoney(report.figures.netPnl)} over ${report.figures.trades} trades.`, link: reportPagePath(period), dedupeKey: sentKey }]);
    return true;
  }

  linksFor(userId: number, period: ReportPeriod) {
    const { publicUrl, tokens, clock } = this.deps;
    const token = tokens.sign({ userId, setting: SWITCH_OF[period.kind], expiresAt: clock.now().getTime() + UNSUBSCRIBE_VALID_MS });
    return {
      page: `${publicUrl}${reportPagePath(period)}`,
      history: `${publicUrl}/history`,
      unsubscribe: `${publicUrl}/api${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
      settings: `${publicUrl}/settings`,
    };
  }

  /** Turns the token's switch off, without a session: a token forged, expired or malformed changes nothing. */
  async unsubscribe(em: EntityManager, token: string): Promise<UnsubscribeOutcome> {
    const checked = this.deps.tokens.verify(token, this.deps.clock.now());
    if ('problem' in checked) return { done: false, problem: checked.problem };
    const { userId, setting } = checked.claim;
    if (!(await em.findOne(User, userId))) return { done: false, problem: 'unknown-user' };
    await this.deps.settings.update(em, userId, { [setting]: false });
    return { done: true, setting };
  }
}

/** `<report-week-2026-11-23-u42@journal.example.com>`: the same for every run of one user's report of one period. */
export function reportMessageId(userId: number, sentKey: string, publicUrl: string): string {
  return `<${sentKey.replace(/[^A-Za-z0-9-]/g, '-')}-u${userId}@${new URL(publicUrl).hostname}>`;
}
