import { Migration } from '@mikro-orm/migrations';

export class Migration20261128060958_trade_fills extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`trade_fills\` (\`account_instrument_id\` integer not null, \`trade_key\` text not null, \`fills\` text not null, constraint \`trade_fills_account_instrument_id_foreign\` foreign key(\`account_instrument_id\`) references \`account_instrument\`(\`id\`) on update cascade, primary key (\`account_instrument_id\`, \`trade_key\`));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`trade_fills\`;`);
  }

}
