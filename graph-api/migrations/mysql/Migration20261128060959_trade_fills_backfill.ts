import { Migration } from '@mikro-orm/migrations';
import { backfillTradeFills } from '../../src/modules/imports/storage/trade-fill-backfill';

/**
 * The fills of the trades imported before imports stored them (trade_fills, the migration before):
 * each group's executions matched once, as its import did. No schema change.
 */
export class Migration20261128060959_trade_fills_backfill extends Migration {

  override async up(): Promise<void> {
    await backfillTradeFills(this.getEntityManager());
  }

  override async down(): Promise<void> {
    // The fills are derived: the trade_fills migration's down() drops them with the table.
  }

}
