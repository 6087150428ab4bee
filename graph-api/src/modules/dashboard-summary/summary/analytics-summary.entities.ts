import { Entity, Index, ManyToOne, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';
import { AccountInstrument } from '../../trades';
import { User } from '../../../infra/users';

// The per-user summary the dashboard is folded from (METRICS.md, "the summary"). Derived from the
// trade table and rebuilt from it whenever in doubt: never the only copy of anything.

/** The time zone a user's summary was built in: when their Timezone setting differs, it is rebuilt. */
@Entity({ tableName: 'analytics_state' })
export class AnalyticsState {
  @ManyToOne(() => User, { primary: true })
  user!: User;

  /** IANA zone. */
  @Property({ type: 'string', length: 64 })
  timeZone!: string;

  /**
   * Every day's summary folded in day order (a BucketSummary as JSON), kept with the days: the
   * dashboard reads this one row instead of folding hundreds of days on every request.
   */
  @Property({ type: 'text', nullable: true })
  folded: string | null = null;

  /** Trades still open, across the user's instruments. */
  @Property({ type: 'integer', default: 0 })
  openTrades = 0;

  /**
   * The top symbols' tallies of closed trades (TOP_SYMBOLS of them), best net P&L first
   * (Ranked<string>[] as JSON): the top symbols without reading every instrument's statistics on
   * each request. (States stored earlier hold every symbol; they are read the same way.)
   */
  @Property({ type: 'text', nullable: true })
  symbols: string | null = null;
}

/** One local day of a user's closed trades (by exit): its BucketSummary, as JSON. */
@Entity({ tableName: 'analytics_day' })
export class AnalyticsDay {
  [PrimaryKeyProp]?: ['user', 'day'];

  @ManyToOne(() => User, { primary: true })
  user!: User;

  /** YYYY-MM-DD in the state's zone. */
  @PrimaryKey({ type: 'string', length: 10 })
  day!: string;

  @Property({ type: 'text' })
  summary!: string;
}

/**
 * One account instrument's trades: tallies (in total, by local hour of entry, by size range; open
 * trades counted) and the local days its closed trades exited on, each with a digest of them.
 */
@Entity({ tableName: 'analytics_instrument' })
@Index({ properties: ['user'] })
export class AnalyticsInstrument {
  @ManyToOne(() => AccountInstrument, { primary: true })
  accountInstrument!: AccountInstrument;

  @ManyToOne(() => User, { index: false })
  user!: User;

  @Property({ type: 'string', length: 64 })
  symbol!: string;

  /** InstrumentStats as JSON. */
  @Property({ type: 'text' })
  stats!: string;

  /** Local day → digest of that day's closed trades, as JSON. */
  @Property({ type: 'text' })
  days!: string;
}
