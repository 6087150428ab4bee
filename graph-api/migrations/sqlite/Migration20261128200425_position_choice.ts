import { Migration } from '@mikro-orm/migrations';

export class Migration20261128200425_position_choice extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`position_choice\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`account_instrument_id\` integer not null, \`trade_key\` text not null, \`choice\` text not null, constraint \`position_choice_user_id_foreign\` foreign key(\`user_id\`) references \`user\`(\`id\`) on update cascade, constraint \`position_choice_account_instrument_id_foreign\` foreign key(\`account_instrument_id\`) references \`account_instrument\`(\`id\`) on update cascade);`);
    this.addSql(`create index \`position_choice_user_id_index\` on \`position_choice\` (\`user_id\`);`);
    this.addSql(`create unique index \`position_choice_account_instrument_id_trade_key_unique\` on \`position_choice\` (\`account_instrument_id\`, \`trade_key\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`position_choice\`;`);
  }

}
