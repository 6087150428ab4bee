import { Migration } from '@mikro-orm/migrations';

/**
 * The history's sorts by symbol, hold time and R read stored keys through an index (docs/journal.md,
 * "Sorting the history"), filled here for the trades stored before, as the sorts computed them.
 */
export class Migration20261129044543_history_sort_keys extends Migration {

  override async up(): Promise<void> {
    // Written by hand: the symbol compares exactly (utf8mb4_bin), as the account instrument's does.
    this.addSql(`alter table \`trade\` add \`symbol\` varchar(64) collate utf8mb4_bin null, add \`hold_ms\` bigint null, add \`r_multiple\` decimal(65,20) null;`);
    this.addSql(
      `update \`trade\` t join \`account_instrument\` ai on ai.\`id\` = t.\`account_instrument_id\` left join \`trade_journal_entry\` j on j.\`account_instrument_id\` = t.\`account_instrument_id\` and j.\`trade_key\` = t.\`trade_key\` and j.\`user_id\` = t.\`user_id\` and j.\`stop_price\` is not null set t.\`symbol\` = ai.\`symbol\`, t.\`hold_ms\` = timestampdiff(microsecond, t.\`entry_time\`, t.\`exit_time\`) div 1000, t.\`r_multiple\` = case when t.\`status\` = 'closed' and j.\`id\` is not null then t.\`net_pnl\` / nullif(abs(t.\`entry_price\` - j.\`stop_price\`) * t.\`quantity\` * ai.\`multiplier\`, 0) end;`,
    );
    this.addSql(`alter table \`trade\` add index \`trade_user_id_r_multiple_index\`(\`user_id\`, \`r_multiple\`);`);
    this.addSql(`alter table \`trade\` add index \`trade_user_id_hold_ms_index\`(\`user_id\`, \`hold_ms\`);`);
    this.addSql(`alter table \`trade\` add index \`trade_user_id_symbol_index\`(\`user_id\`, \`symbol\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`trade\` drop index \`trade_user_id_r_multiple_index\`;`);
    this.addSql(`alter table \`trade\` drop index \`trade_user_id_hold_ms_index\`;`);
    this.addSql(`alter table \`trade\` drop index \`trade_user_id_symbol_index\`;`);
    this.addSql(`alter table \`trade\` drop column \`symbol\`, drop column \`hold_ms\`, drop column \`r_multiple\`;`);
  }

}
