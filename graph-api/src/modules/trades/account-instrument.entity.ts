import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { priceType, quantityType } from '../../db/decimal-text.type';
import { User } from '../../infra/users';
import type { AssetClass, OptionRight } from './domain/instruments';
import { ACCOUNT_ID_CHARS, SYMBOL_CHARS, UNDERLYING_CHARS } from './domain/text-columns';

/**
 * An instrument as traded in one platform account of a user: the group the FIFO matcher works on.
 * Executions and round trips point at it, so the instrument's terms are stored once, and an import
 * finds a group's fills and trades by one integer (a narrower row and a smaller index than the
 * user, platform, account and symbol on every fill, which made storing a large file a quarter faster).
 */
@Entity({ tableName: 'account_instrument' })
@Unique({ properties: ['user', 'platform', 'accountId', 'symbol'] })
export class AccountInstrument {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  // No index of its own: the unique index starts with user_id.
  @ManyToOne(() => User, { index: false })
  user!: User;

  @Property({ type: 'string', length: 32 })
  platform!: string;

  // accountId and symbol compare exactly in MySQL too (utf8mb4_bin, set by hand in its migration),
  // as execution.dedupeKey and trade.tradeKey do: "Main" and "main" are two accounts, as in SQLite.
  @Property({ type: 'string', length: ACCOUNT_ID_CHARS })
  accountId!: string;

  @Property({ type: 'string', length: SYMBOL_CHARS })
  symbol!: string;

  @Property({ type: 'string', length: 8 })
  assetClass!: AssetClass;

  @Property({ type: quantityType() })
  multiplier!: string;

  @Property({ type: 'string', length: UNDERLYING_CHARS, nullable: true })
  underlying: string | null = null;

  /** YYYY-MM-DD for options. */
  @Property({ type: 'string', length: 10, nullable: true })
  expiry: string | null = null;

  @Property({ type: priceType(), nullable: true })
  strike: string | null = null;

  @Property({ type: 'string', length: 1, nullable: true })
  optionRight: OptionRight | null = null;
}
