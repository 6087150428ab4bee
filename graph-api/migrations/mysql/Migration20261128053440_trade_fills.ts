import { Migration } from '@mikro-orm/migrations';

export class Migration20261128053440_trade_fills extends Migration {

  override async up(): Promise<void> {
    // trade_key set by hand to compare exactly (utf8mb4_bin), as trade.trade_key does: fills are found by it.
    this.addSql(`create table \`trade_fill\` (\`account_instrument_id\` int unsigned not null, \`trade_key\` varchar(191) collate utf8mb4_bin not null, \`position\` int unsigned not null, \`executed_at\` datetime(3) not null, \`side\` varchar(4) not null, \`role\` varchar(5) not null, \`quantity\` decimal(24,8) not null, \`price\` decimal(24,8) not null, \`commission\` decimal(24,6) not null, \`fees\` decimal(24,6) not null, primary key (\`account_instrument_id\`, \`trade_key\`, \`position\`)) default character set utf8mb4 engine = InnoDB;`);

    this.addSql(`alter table \`trade_fill\` add constraint \`trade_fill_account_instrument_id_foreign\` foreign key (\`account_instrument_id\`) references \`account_instrument\` (\`id\`) on update cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`trade_fill\`;`);
  }

}
