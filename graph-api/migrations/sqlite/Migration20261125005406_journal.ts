import { Migration } from '@mikro-orm/migrations';

export class Migration20261125005406_journal extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`journal_tag\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`kind\` text not null, \`name\` text not null, \`name_key\` text not null, \`created_at\` datetime not null, constraint \`journal_tag_user_id_foreign\` foreign key(\`user_id\`) references \`user\`(\`id\`) on update cascade);`);
    this.addSql(`create unique index \`journal_tag_user_id_kind_name_key_unique\` on \`journal_tag\` (\`user_id\`, \`kind\`, \`name_key\`);`);

    this.addSql(`create table \`day_journal_entry\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`day\` text not null, \`plan\` text not null, \`review\` text not null, \`updated_at\` datetime not null, constraint \`day_journal_entry_user_id_foreign\` foreign key(\`user_id\`) references \`user\`(\`id\`) on update cascade);`);
    this.addSql(`create unique index \`day_journal_entry_user_id_day_unique\` on \`day_journal_entry\` (\`user_id\`, \`day\`);`);

    this.addSql(`create table \`trade_journal_entry\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`account_instrument_id\` integer not null, \`trade_key\` text not null, \`notes\` text not null, \`stop_price\` text null, \`updated_at\` datetime not null, constraint \`trade_journal_entry_user_id_foreign\` foreign key(\`user_id\`) references \`user\`(\`id\`) on update cascade, constraint \`trade_journal_entry_account_instrument_id_foreign\` foreign key(\`account_instrument_id\`) references \`account_instrument\`(\`id\`) on update cascade);`);
    this.addSql(`create index \`trade_journal_entry_user_id_index\` on \`trade_journal_entry\` (\`user_id\`);`);
    this.addSql(`create unique index \`trade_journal_entry_account_instrument_id_trade_key_unique\` on \`trade_journal_entry\` (\`account_instrument_id\`, \`trade_key\`);`);

    this.addSql(`create table \`trade_journal_tag\` (\`entry_id\` integer not null, \`tag_id\` integer not null, constraint \`trade_journal_tag_entry_id_foreign\` foreign key(\`entry_id\`) references \`trade_journal_entry\`(\`id\`) on update cascade, constraint \`trade_journal_tag_tag_id_foreign\` foreign key(\`tag_id\`) references \`journal_tag\`(\`id\`) on update cascade, primary key (\`entry_id\`, \`tag_id\`));`);
    this.addSql(`create index \`trade_journal_tag_tag_id_index\` on \`trade_journal_tag\` (\`tag_id\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`trade_journal_tag\`;`);
    this.addSql(`drop table if exists \`trade_journal_entry\`;`);
    this.addSql(`drop table if exists \`day_journal_entry\`;`);
    this.addSql(`drop table if exists \`journal_tag\`;`);
  }

}
