import type { EntityManager } from '@mikro-orm/core';
import type { Mailer } from '../../infra/mail';
import { User } from '../../infra/users';
import type { JobRegistrar } from '../../jobs/jobs';
import type { EnqueueOptions } from '../../jobs/job-queue';
import type { JobPayload } from '../../jobs/job.entity';

/** The job that mails one risk breach (docs/reports-and-alerts.md, Risk rules). */
export const RISK_ALERT_MAIL_JOB = 'risk-rules.alert-mail';

export interface RiskAlert {
  ruleId: number;
  day: string;
  title: string;
  text: string;
}

/** Where the mails are queued: the job queue (Jobs), whose idempotency key makes one mail per rule per day. */
export interface AlertQueue {
  enqueue(em: EntityManager, kind: string, payload: JobPayload, options?: EnqueueOptions): Promise<unknown>;
}

/** One key per user, rule and day: the same breach seen by two processes or two imports is one mail. */
export const riskAlertMailKey = (userId: number, { ruleId, day }: Pick<RiskAlert, 'ruleId' | 'day'>) => `risk-alert-mail:${userId}:${ruleId}:${day}`;

export async function enqueueRiskAlertMails(queue: AlertQueue, em: EntityManager, userId: number, alerts: readonly RiskAlert[]): Promise<void> {
  for (const alert of alerts) {
    await queue.enqueue(em, RISK_ALERT_MAIL_JOB, { ruleId: alert.ruleId, day: alert.day, title: alert.title, text: alert.text }, { userId, idempotencyKey: riskAlertMailKey(userId, alert) });
  }
}

const textOf = (payload: JobPayload, key: string): string => {
  const value = payload[key];
  if (typeof value !== 'string') throw new Error(`A risk alert mail needs its ${key}`);
  return value;
};

/**
 * Sends each queued alert through the app's mail path (SMTP, or the outbox without it). A failed
 * send throws, so the job is tried again; an account deleted meanwhile gets nothing.
 */
export function registerRiskAlertMails(jobs: JobRegistrar, mailer: Mailer, publicUrl: string): void {
  jobs.register(RISK_ALERT_MAIL_JOB, async (payload, { job, em }) => {
    if (job.userId === null) throw new Error('A risk alert mail needs its user');
    const user = await em.findOne(User, { id: job.userId });
    if (!user) return;
    const link = `${publicUrl.replace(/\/$/, '')}/history`;
    await mailer.send({
      to: user.email,
      subject: `Risk alert: ${textOf(payload, 'title')}`,
      text: `${textOf(payload, 'text')}\n\nSee the trades: ${link}\n\nYou get these e-mails while Risk Alerts is on in Settings; at most one per rule per day.`,
    });
  });
}
