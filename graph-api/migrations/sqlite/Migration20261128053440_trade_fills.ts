import { Migration } from '@mikro-orm/migrations';

export class Migration20261128053440_trade_fills extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`trade_fill\` (\`account_instrument_id\` integer not null, \`trade_key\` text not null, \`position\` integer not null, \`executed_at\` datetime not null, \`side\` text not null, \`role\` text not null, \`quantity\` text not null, \`price\` text not null, \`commission\` text not null, \`fees\` text not null, constraint \`trade_fill_account_instrument_id_foreign\` foreign key(\`account_instrument_id\`) references \`account_instrument\`(\`id\`) on update cascade, primary key (\`account_instrument_id\`, \`trade_key\`, \`position\`));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`trade_fill\`;`);
  }

}
