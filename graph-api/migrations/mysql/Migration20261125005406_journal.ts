import { Migration } from '@mikro-orm/migrations';

export class Migration20261125005406_journal extends Migration {

  override async up(): Promise<void> {
    // Written by hand: trade_key compares exactly (utf8mb4_bin), as trade.trade_key it is joined with
    // does; name_key is the lower-cased tag name, compared exactly so both databases agree on uniqueness.
    this.addSql(`create table \`journal_tag\` (\`id\` int unsigned not null auto_increment primary key, \`user_id\` int unsigned not null, \`kind\` varchar(8) not null, \`name\` varchar(64) not null, \`name_key\` varchar(64) collate utf8mb4_bin not null, \`created_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`journal_tag\` add unique \`journal_tag_user_id_kind_name_key_unique\`(\`user_id\`, \`kind\`, \`name_key\`);`);

    this.addSql(`create table \`day_journal_entry\` (\`id\` int unsigned not null auto_increment primary key, \`user_id\` int unsigned not null, \`day\` varchar(10) not null, \`plan\` text not null, \`review\` text not null, \`updated_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`day_journal_entry\` add unique \`day_journal_entry_user_id_day_unique\`(\`user_id\`, \`day\`);`);

    this.addSql(`create table \`trade_journal_entry\` (\`id\` int unsigned not null auto_increment primary key, \`user_id\` int unsigned not null, \`account_instrument_id\` int unsigned not null, \`trade_key\` varchar(191) collate utf8mb4_bin not null, \`notes\` text not null, \`stop_price\` decimal(24,8) null, \`updated_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`trade_journal_entry\` add index \`trade_journal_entry_user_id_index\`(\`user_id\`);`);
    this.addSql(`alter table \`trade_journal_entry\` add unique \`trade_journal_entry_account_instrument_id_trade_key_unique\`(\`account_instrument_id\`, \`trade_key\`);`);

    this.addSql(`create table \`trade_journal_tag\` (\`entry_id\` int unsigned not null, \`tag_id\` int unsigned not null, primary key (\`entry_id\`, \`tag_id\`)) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`trade_journal_tag\` add index \`trade_journal_tag_tag_id_index\`(\`tag_id\`);`);

    this.addSql(`alter table \`journal_tag\` add constraint \`journal_tag_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade;`);

    this.addSql(`alter table \`day_journal_entry\` add constraint \`day_journal_entry_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade;`);

    this.addSql(`alter table \`trade_journal_entry\` add constraint \`trade_journal_entry_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade;`);
    this.addSql(`alter table \`trade_journal_entry\` add constraint \`trade_journal_entry_account_instrument_id_foreign\` foreign key (\`account_instrument_id\`) references \`account_instrument\` (\`id\`) on update cascade;`);

    this.addSql(`alter table \`trade_journal_tag\` add constraint \`trade_journal_tag_entry_id_foreign\` foreign key (\`entry_id\`) references \`trade_journal_entry\` (\`id\`) on update cascade;`);
    this.addSql(`alter table \`trade_journal_tag\` add constraint \`trade_journal_tag_tag_id_foreign\` foreign key (\`tag_id\`) references \`journal_tag\` (\`id\`) on update cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`trade_journal_tag\`;`);
    this.addSql(`drop table if exists \`trade_journal_entry\`;`);
    this.addSql(`drop table if exists \`day_journal_entry\`;`);
    this.addSql(`drop table if exists \`journal_tag\`;`);
  }

}
