import type { EntityManager } from '@mikro-orm/core';
import { User } from '../../infra/users';
import type { Jobs } from '../../jobs/jobs';
import { type RecurringSchedule, SCHEDULED_FOR, type ScheduledRun } from '../../jobs/recurring-schedules';
import { IANA_TIME_ZONES, type SettingsService } from '../settings';
import type { ReportsService } from './reports.service';

export const DAILY_SUMMARY_JOB = 'daily-summary';
export const WEEKLY_REPORT_JOB = 'weekly-report';

/** Every user with the switch on, at their Summary Time in their Timezone (docs/jobs.md "Recurring jobs"). */
function runsOf(settings: SettingsService, kind: 'day' | 'week') {
  return async (em: EntityManager): Promise<ScheduledRun[]> => {
    const users = await em.find(User, { demo: false }, { fields: ['id'], orderBy: { id: 'asc' } });
    const runs: ScheduledRun[] = [];
    for (const { id } of users) {
      const values = await settings.get(em, id);
      if (!(kind === 'day' ? values.dailySummary : values.weeklyReport)) continue;
      runs.push({
        userId: id,
        localTime: values.notificationTime,
        timeZone: IANA_TIME_ZONES[values.timezone],
        // The week's report goes on its last day, Sunday, so a weekend trade is in it.
        cadence: kind === 'day' ? { every: 'day' } : { every: 'week', on: 'sunday' },
      });
    }
    return runs;
  };
}

export function reportSchedules(settings: SettingsService): RecurringSchedule[] {
  return [
    { kind: DAILY_SUMMARY_JOB, runs: runsOf(settings, 'day') },
    { kind: WEEKLY_REPORT_JOB, runs: runsOf(settings, 'week') },
  ];
}

/** The handlers of both: each run mails the period it was scheduled for (none on a period without trades). */
export function registerReportJobs(jobs: Pick<Jobs, 'register' | 'recurring'>, reports: ReportsService, settings: SettingsService): void {
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
  for (const schedule of reportSchedules(settings)) jobs.recurring(schedule);
}
