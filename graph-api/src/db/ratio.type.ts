import { type EntityProperty, type Platform, Type } from '@mikro-orm/core';
import { BaseSqlitePlatform } from '@mikro-orm/knex';

/**
 * A ratio computed by the database and stored as it computed it, so a column read in order gives
 * the order the expression gave: MySQL's exact DECIMAL quotient (DECIMAL(65, 20) holds any of them (scale 10: the dividend's 6 and div_precision_increment's 4)
 * a price, quantity and money column make), SQLite's 8-byte float (REAL).
 */
export class RatioType extends Type<string | null, string | number | null> {
  override getColumnType(_prop: EntityProperty, platform: Platform): string {
    return platform instanceof BaseSqlitePlatform ? 'real' : 'decimal(65,20)';
  }

  override convertToJSValue(value: string | number | null): string | null {
    return value === null || value === undefined ? null : String(value);
  }

  override compareAsType(): string {
    return 'string';
  }
}
