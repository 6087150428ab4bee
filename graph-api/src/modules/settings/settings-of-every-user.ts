import type { EntityManager } from '@mikro-orm/core';
import { selectRows } from '../../db/raw-sql';
import { DEFAULT_SETTINGS, IANA_TIME_ZONES, type SettingsValues, TIMEZONES } from './settings.values';

/** What a recurring job asks of each user's settings: when they run (their zone) and whether they run. */
export interface UserScheduleSettings {
  userId: number;
  /** The IANA zone of their Timezone setting. */
  timeZone: string;
  dataRetention: SettingsValues['dataRetention'];
  realTimeAnalysis: boolean;
}

interface Row {
  id: number;
  timezone: string | null;
  data_retention: string | null;
  real_time_analysis: number | boolean | null;
}

/** Every user with the settings recurring jobs read, the SPEC defaults for one who never saved any (one query for all). */
export async function settingsOfEveryUser(em: EntityManager): Promise<UserScheduleSettings[]> {
  const rows = await selectRows<Row>(
    em,
    'select u.id, s.timezone, s.data_retention, s.real_time_analysis from `user` u left join user_settings s on s.user_id = u.id order by u.id',
    [],
  );
  return rows.map((row) => {
    const timezone = (TIMEZONES as readonly string[]).includes(row.timezone ?? '') ? (row.timezone as (typeof TIMEZONES)[number]) : DEFAULT_SETTINGS.timezone;
    return {
      userId: Number(row.id),
      timeZone: IANA_TIME_ZONES[timezone],
      dataRetention: (row.data_retention ?? DEFAULT_SETTINGS.dataRetention) as SettingsValues['dataRetention'],
      realTimeAnalysis: row.real_time_analysis === null ? DEFAULT_SETTINGS.realTimeAnalysis : Boolean(row.real_time_analysis),
    };
  });
}
