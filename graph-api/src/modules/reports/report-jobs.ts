import type { EntityManager } from '@mikro-orm/core';
import type { Jobs } from '../../jobs/jobs';
import { type RecurringSchedule, SCHEDULED_FOR, type ScheduledRun } from '../../jobs/recurring-schedules';
import { settingsOfEveryUser } from '../settings';
import type { ReportsService } from './reports.service';

export const DAILY_SUMMARY_JOB = 'daily-summary';
export const WEEKLY_REPORT_JOB = 'weekly-report';

/**
 * Every user with the switch on, at their Summary Time in their Timezone (docs/jobs.md "Recurring
 * jobs"). One query for all users' settings: every process asks this every minute, and a query per
 * user took minutes at 10 000 users (docs/jobs.md "Speed").
 */
function runsOf(kind: 'day' | 'week') {
  return async (em: EntityManager): Promise<ScheduledRun[]> =>
    (await settingsOfEveryUser(em))
      .filter((user) => !user.demo && (kind === 'day' ? user.dailySummary : user.weeklyReport))
      .map((user) => ({
        userId: user.userId,
        localTime: user.notificationTime,
        timeZone: user.timeZone,
        // The week's report goes on its last day, Sunday, so a weekend trade is in it.
        cadence: kind === 'day' ? { every: 'day' } : { every: 'week', on: 'sunday' },
      }));
}

export function reportSchedules(): RecurringSchedule[] {
  return [
    { kind: DAILY_SUMMARY_JOB, runs: runsOf('day') },
    { kind: WEEKLY_REPORT_JOB, runs: runsOf('week') },
  ];
}

/** The handlers of both: each run mails the period it was scheduled for (none on a period without trades). */
export function registerReportJobs(jobs: Pick<Jobs, 'register' | 'recurring'>, reports: ReportsService): void {
  for (const [kind, period] of [
    [DAILY_SUMMARY_JOB, 'day'],
    [WEEKLY_REPORT_JOB, 'week'],
  ] as const) {
    jobs.register(kind, async (payload, { em, job }) => {
      const scheduledFor = payload[SCHEDULED_FOR];
      if (typeof scheduledFor !== 'string' || job.userId === null) throw new Error(`A ${kind} job needs a user and its ${SCHEDULED_FOR}`);
      await reports.sendScheduled(em, job.userId, period, new Date(scheduledFor));
    });
  }
  for (const schedule of reportSchedules()) jobs.recurring(schedule);
}
