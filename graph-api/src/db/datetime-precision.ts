import type { EntityMetadata } from '@mikro-orm/core';

/**
 * Every date-time column keeps milliseconds: DATETIME(3) on MySQL (SQLite keeps them anyway).
 * Without it MySQL drops them on the way in, so a row written with `now` no longer equals `now`:
 * a claim or a token compared by its time (the demo journal's `claimedAt`) matched on SQLite and
 * not on MariaDB. Set here for every entity, so a new column cannot be declared without them.
 */
export const DATETIME_FRACTIONAL_DIGITS = 3;

/** MikroORM's `discovery.onMetadata`: runs before column types are derived from `length`. */
export function keepMillisecondsOfDateTimes(meta: EntityMetadata): void {
  for (const prop of Object.values(meta.properties)) {
    if (isDateTime(prop.type)) prop.length ??= DATETIME_FRACTIONAL_DIGITS;
  }
}

function isDateTime(type: unknown): boolean {
  return typeof type === 'string' && (type.toLowerCase() === 'datetime' || type === 'Date');
}
