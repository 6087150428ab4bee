import { type EntityProperty, type Platform, Type } from '@mikro-orm/core';
import { BaseSqlitePlatform } from '@mikro-orm/knex';
import { canonicalDecimal } from '../modules/trades/domain/decimal-text';

/**
 * Money and quantities as exact decimals: DECIMAL(p, s) in MySQL, TEXT in SQLite (whose DECIMAL
 * affinity would store a binary float). In JavaScript they stay canonical decimal strings.
 */
export class DecimalTextType extends Type<string, string> {
  constructor(
    private readonly precision: number,
    private readonly scale: number,
  ) {
    super();
  }

  override getColumnType(_prop: EntityProperty, platform: Platform): string {
    return platform instanceof BaseSqlitePlatform ? 'text' : `decimal(${this.precision},${this.scale})`;
  }

  override convertToJSValue(value: string | number): string {
    return canonicalDecimal(String(value));
  }

  override compareAsType(): string {
    return 'string';
  }
}

/** Share and contract quantities: fractional shares and crypto need 8 places. */
export const quantityType = () => new DecimalTextType(24, 8);
/** Per-unit prices (sub-penny stocks, option premiums, futures ticks). */
export const priceType = () => new DecimalTextType(24, 8);
/** Cash amounts: P&L, commissions, fees; kept to 6 places so allocations add up exactly. */
export const moneyType = () => new DecimalTextType(24, 6);
