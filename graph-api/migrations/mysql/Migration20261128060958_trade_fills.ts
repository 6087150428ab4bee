import { Migration } from '@mikro-orm/migrations';

export class Migration20261128060958_trade_fills extends Migration {

  override async up(): Promise<void> {
    // trade_key set by hand to compare exactly (utf8mb4_bin), as trade.trade_key does: fills are found by it.
    this.addSql(`create table \`trade_fills\` (\`account_instrument_id\` int unsigned not null, \`trade_key\` varchar(191) collate utf8mb4_bin not null, \`fills\` mediumtext not null, primary key (\`account_instrument_id\`, \`trade_key\`)) default character set utf8mb4 engine = InnoDB;`);

    this.addSql(`alter table \`trade_fills\` add constraint \`trade_fills_account_instrument_id_foreign\` foreign key (\`account_instrument_id\`) references \`account_instrument\` (\`id\`) on update cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`trade_fills\`;`);
  }

}
