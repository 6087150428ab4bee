import type { EntityManager } from '@mikro-orm/core';
import { selectRows } from '../../db/raw-sql';
import { DEFAULT_SETTINGS, ianaZoneOf, NOTIFICATION_TIMES, type SettingsValues } from './settings.values';

/** What a recurring job asks of each user's settings: when they run (their zone) and whether they run. */
export interface UserScheduleSettings {
  userId: number;
  /** The IANA zone of their Timezone setting. */
  timeZone: string;
  dataRetention: SettingsValues['dataRetention'];
  realTimeAnalysis: boolean;
  dailySummary: boolean;
  weeklyReport: boolean;
  /** The Summary Time ("17:00") the reports go at. */
  notificationTime: SettingsValues['notificationTime'];
  /** A demo journal's user: no e-mails go to one. */
  demo: boolean;
}

interface Row {
  id: number;
  timezone: string | null;
  data_retention: string | null;
  real_time_analysis: number | boolean | null;
  daily_summary: number | boolean | null;
  weekly_report: number | boolean | null;
  notification_time: string | null;
  demo: number | boolean;
}

const switchOf = (value: number | boolean | null, fallback: boolean) => (value === null ? fallback : Boolean(value));

/** Every user with the settings recurring jobs read, the SPEC defaults for one who never saved any (one query for all). */
export async function settingsOfEveryUser(em: EntityManager): Promise<UserScheduleSettings[]> {
  const rows = await selectRows<Row>(
    em,
    'select u.id, u.demo, s.timezone, s.data_retention, s.real_time_analysis, s.daily_summary, s.weekly_report, s.notification_time from `user` u left join user_settings s on s.user_id = u.id order by u.id',
    [],
  );
  return rows.map((row) => {
    return {
      userId: Number(row.id),
      timeZone: ianaZoneOf(row.timezone),
      dataRetention: (row.data_retention ?? DEFAULT_SETTINGS.dataRetention) as SettingsValues['dataRetention'],
      realTimeAnalysis: switchOf(row.real_time_analysis, DEFAULT_SETTINGS.realTimeAnalysis),
      dailySummary: switchOf(row.daily_summary, DEFAULT_SETTINGS.dailySummary),
      weeklyReport: switchOf(row.weekly_report, DEFAULT_SETTINGS.weeklyReport),
      notificationTime: (NOTIFICATION_TIMES as readonly string[]).includes(row.notification_time ?? '') ? (row.notification_time as SettingsValues['notificationTime']) : DEFAULT_SETTINGS.notificationTime,
      demo: Boolean(row.demo),
    };
  });
}
