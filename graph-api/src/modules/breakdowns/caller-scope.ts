import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../clock';
import { ianaZoneOf, type SettingsService } from '../settings';
import { type JournalFilter, scopeOf, type TradeScope } from '../trades';

/** A filter as the caller's figures read it: their Timezone setting and the filter's window in it. */
export interface CallerScope {
  timeZone: string;
  scope: TradeScope;
}

/** The filter's scope for `userId`, its dates made times in their Timezone setting as of now (docs/filter-bar.md). */
export async function callerScopeOf(settings: Pick<SettingsService, 'get'>, clock: Clock, em: EntityManager, userId: number, filter: JournalFilter): Promise<CallerScope> {
  const timeZone = ianaZoneOf((await settings.get(em, userId)).timezone);
  return { timeZone, scope: scopeOf(filter, timeZone, clock.now()) };
}
