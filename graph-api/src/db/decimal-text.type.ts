import { type EntityProperty, type Platform, Type } from '@mikro-orm/core';
import { BaseSqlitePlatform } from '@mikro-orm/knex';
import { canonicalDecimal, type DecimalColumn, MONEY_COLUMN, PRICE_COLUMN, QUANTITY_COLUMN } from '../modules/trades/domain/decimal-text';

/**
 * Money and quantities as exact decimals: DECIMAL(p, s) in MySQL, TEXT in SQLite (whose DECIMAL
 * affinity would store a binary float). In JavaScript they stay canonical decimal strings.
 */
export class DecimalTextType extends Type<string, string> {
  constructor(private readonly column: DecimalColumn) {
    super();
  }

  override getColumnType(_prop: EntityProperty, platform: Platform): string {
    return platform instanceof BaseSqlitePlatform ? 'text' : `decimal(${this.column.precision},${this.column.scale})`;
  }

  override convertToJSValue(value: string | number): string {
    return canonicalDecimal(String(value));
  }

  override compareAsType(): string {
    return 'string';
  }
}

// The column sizes are defined beside the decimal parsing, whose range checks read them.
export const quantityType = () => new DecimalTextType(QUANTITY_COLUMN);
export const priceType = () => new DecimalTextType(PRICE_COLUMN);
export const moneyType = () => new DecimalTextType(MONEY_COLUMN);
