import { Migration } from '@mikro-orm/migrations';

export class Migration20261123042409_trades_and_imports extends Migration {

  override async up(): Promise<void> {
    // Written by hand: account ids, symbols and the keys made of them compare exactly (utf8mb4_bin),
    // as in SQLite; under the database's case-insensitive collation two accounts spelled "Main" and
    // "main" would collide in the unique indexes. (MikroORM neither writes nor compares collations.)
    this.addSql(`create table \`trade_import\` (\`id\` int unsigned not null auto_increment primary key, \`user_id\` int unsigned not null, \`platform\` varchar(32) not null, \`method\` varchar(8) not null, \`status\` varchar(16) not null, \`file_name\` varchar(255) null, \`correlation_id\` varchar(36) not null, \`executions_count\` int not null default 0, \`trades_count\` int not null default 0, \`duplicates_skipped\` int not null default 0, \`errors\` text not null, \`warnings\` text not null, \`processing_time_ms\` int not null default 0, \`range_start\` datetime null, \`range_end\` datetime null, \`created_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`trade_import\` add index \`trade_import_user_id_created_at_index\`(\`user_id\`, \`created_at\`);`);

    this.addSql(`create table \`broker_connection\` (\`id\` int unsigned not null auto_increment primary key, \`user_id\` int unsigned not null, \`platform\` varchar(32) not null, \`sealed_secrets\` text not null, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`expires_at\` datetime null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`broker_connection\` add unique \`broker_connection_user_id_platform_unique\`(\`user_id\`, \`platform\`);`);

    this.addSql(`create table \`account_instrument\` (\`id\` int unsigned not null auto_increment primary key, \`user_id\` int unsigned not null, \`platform\` varchar(32) not null, \`account_id\` varchar(64) collate utf8mb4_bin not null, \`symbol\` varchar(64) collate utf8mb4_bin not null, \`asset_class\` varchar(8) not null, \`multiplier\` decimal(24,8) not null, \`underlying\` varchar(24) null, \`expiry\` varchar(10) null, \`strike\` decimal(24,8) null, \`option_right\` varchar(1) null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`account_instrument\` add unique \`account_instrument_user_id_platform_account_id_symbol_unique\`(\`user_id\`, \`platform\`, \`account_id\`, \`symbol\`);`);

    this.addSql(`create table \`trade\` (\`id\` int unsigned not null auto_increment primary key, \`user_id\` int unsigned not null, \`account_instrument_id\` int unsigned not null, \`trade_key\` varchar(191) collate utf8mb4_bin not null, \`direction\` varchar(5) not null, \`quantity\` decimal(24,8) not null, \`closed_quantity\` decimal(24,8) not null, \`entry_price\` decimal(24,8) not null, \`exit_price\` decimal(24,8) null, \`entry_time\` datetime(3) not null, \`exit_time\` datetime(3) null, \`status\` varchar(6) not null, \`gross_pnl\` decimal(24,6) not null, \`commission\` decimal(24,6) not null, \`fees\` decimal(24,6) not null, \`net_pnl\` decimal(24,6) not null, \`execution_count\` int not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`trade\` add index \`trade_user_id_entry_time_index\`(\`user_id\`, \`entry_time\`);`);
    this.addSql(`alter table \`trade\` add unique \`trade_account_instrument_id_trade_key_unique\`(\`account_instrument_id\`, \`trade_key\`);`);

    this.addSql(`create table \`execution\` (\`id\` int unsigned not null auto_increment primary key, \`account_instrument_id\` int unsigned not null, \`trade_import_id\` int unsigned not null, \`side\` varchar(4) not null, \`quantity\` decimal(24,8) not null, \`price\` decimal(24,8) not null, \`commission\` decimal(24,6) not null, \`fees\` decimal(24,6) not null, \`executed_at\` datetime(3) not null, \`external_id\` varchar(128) null, \`dedupe_key\` varchar(160) collate utf8mb4_bin not null, \`source_line\` int not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`execution\` add index \`execution_trade_import_id_index\`(\`trade_import_id\`);`);
    this.addSql(`alter table \`execution\` add unique \`execution_account_instrument_id_dedupe_key_unique\`(\`account_instrument_id\`, \`dedupe_key\`);`);

    this.addSql(`alter table \`trade_import\` add constraint \`trade_import_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade;`);

    this.addSql(`alter table \`broker_connection\` add constraint \`broker_connection_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade;`);

    this.addSql(`alter table \`account_instrument\` add constraint \`account_instrument_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade;`);

    this.addSql(`alter table \`trade\` add constraint \`trade_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade;`);
    this.addSql(`alter table \`trade\` add constraint \`trade_account_instrument_id_foreign\` foreign key (\`account_instrument_id\`) references \`account_instrument\` (\`id\`) on update cascade;`);

    this.addSql(`alter table \`execution\` add constraint \`execution_account_instrument_id_foreign\` foreign key (\`account_instrument_id\`) references \`account_instrument\` (\`id\`) on update cascade;`);
    this.addSql(`alter table \`execution\` add constraint \`execution_trade_import_id_foreign\` foreign key (\`trade_import_id\`) references \`trade_import\` (\`id\`) on update cascade;`);

    this.addSql(`alter table \`oauth_state\` modify \`code_verifier\` varchar(128);`);

    this.addSql(`alter table \`user\` modify \`password_hash\` varchar(255), modify \`google_id\` varchar(255), modify \`first_name\` varchar(100), modify \`last_name\` varchar(100), modify \`profile_image_url\` varchar(2048), modify \`last_login_ip\` varchar(45);`);

    this.addSql(`alter table \`session\` modify \`ip\` varchar(45), modify \`user_agent\` varchar(255);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`execution\` drop foreign key \`execution_trade_import_id_foreign\`;`);

    this.addSql(`alter table \`trade\` drop foreign key \`trade_account_instrument_id_foreign\`;`);

    this.addSql(`alter table \`execution\` drop foreign key \`execution_account_instrument_id_foreign\`;`);

    this.addSql(`drop table if exists \`trade_import\`;`);

    this.addSql(`drop table if exists \`broker_connection\`;`);

    this.addSql(`drop table if exists \`account_instrument\`;`);

    this.addSql(`drop table if exists \`trade\`;`);

    this.addSql(`drop table if exists \`execution\`;`);

    this.addSql(`alter table \`session\` modify \`ip\` varchar(45) default 'NULL', modify \`user_agent\` varchar(255) default 'NULL';`);

    this.addSql(`alter table \`oauth_state\` modify \`code_verifier\` varchar(128) default 'NULL';`);

    this.addSql(`alter table \`user\` modify \`password_hash\` varchar(255) default 'NULL', modify \`google_id\` varchar(255) default 'NULL', modify \`first_name\` varchar(100) default 'NULL', modify \`last_name\` varchar(100) default 'NULL', modify \`profile_image_url\` varchar(2048) default 'NULL', modify \`last_login_ip\` varchar(45) default 'NULL';`);
  }

}
