import { Migration } from '@mikro-orm/migrations';

/**
 * The history's sorts by symbol, hold time and R read stored keys through an index (docs/journal.md,
 * "Sorting the history"), filled here for the trades stored before, as the sorts computed them.
 */
export class Migration20261129044543_history_sort_keys extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`trade\` add column \`symbol\` text null;`);
    this.addSql(`alter table \`trade\` add column \`hold_ms\` bigint null;`);
    this.addSql(`alter table \`trade\` add column \`r_multiple\` real null;`);
    this.addSql(`update \`trade\` set \`symbol\` = (select ai.\`symbol\` from \`account_instrument\` ai where ai.\`id\` = \`trade\`.\`account_instrument_id\`), \`hold_ms\` = \`exit_time\` - \`entry_time\`;`);
    this.addSql(
      `update \`trade\` set \`r_multiple\` = (select cast(\`trade\`.\`net_pnl\` as real) / (abs(cast(\`trade\`.\`entry_price\` as real) - cast(j.\`stop_price\` as real)) * cast(\`trade\`.\`quantity\` as real) * cast(ai.\`multiplier\` as real)) from \`trade_journal_entry\` j join \`account_instrument\` ai on ai.\`id\` = \`trade\`.\`account_instrument_id\` where j.\`account_instrument_id\` = \`trade\`.\`account_instrument_id\` and j.\`trade_key\` = \`trade\`.\`trade_key\` and j.\`user_id\` = \`trade\`.\`user_id\` and j.\`stop_price\` is not null) where \`status\` = 'closed';`,
    );
    this.addSql(`create index \`trade_user_id_r_multiple_index\` on \`trade\` (\`user_id\`, \`r_multiple\`);`);
    this.addSql(`create index \`trade_user_id_hold_ms_index\` on \`trade\` (\`user_id\`, \`hold_ms\`);`);
    this.addSql(`create index \`trade_user_id_symbol_index\` on \`trade\` (\`user_id\`, \`symbol\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index \`trade_user_id_r_multiple_index\`;`);
    this.addSql(`drop index \`trade_user_id_hold_ms_index\`;`);
    this.addSql(`drop index \`trade_user_id_symbol_index\`;`);
    this.addSql(`alter table \`trade\` drop column \`symbol\`;`);
    this.addSql(`alter table \`trade\` drop column \`hold_ms\`;`);
    this.addSql(`alter table \`trade\` drop column \`r_multiple\`;`);
  }

}
