import { Migration } from '@mikro-orm/migrations';

export class Migration20261123042409_trades_and_imports extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`trade_import\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`platform\` text not null, \`method\` text not null, \`status\` text not null, \`file_name\` text null, \`correlation_id\` text not null, \`executions_count\` integer not null default 0, \`trades_count\` integer not null default 0, \`duplicates_skipped\` integer not null default 0, \`errors\` text not null, \`warnings\` text not null, \`processing_time_ms\` integer not null default 0, \`range_start\` datetime null, \`range_end\` datetime null, \`created_at\` datetime not null, constraint \`trade_import_user_id_foreign\` foreign key(\`user_id\`) references \`user\`(\`id\`) on update cascade);`);
    this.addSql(`create index \`trade_import_user_id_created_at_index\` on \`trade_import\` (\`user_id\`, \`created_at\`);`);

    this.addSql(`create table \`broker_connection\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`platform\` text not null, \`sealed_secrets\` text not null, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`expires_at\` datetime null, constraint \`broker_connection_user_id_foreign\` foreign key(\`user_id\`) references \`user\`(\`id\`) on update cascade);`);
    this.addSql(`create unique index \`broker_connection_user_id_platform_unique\` on \`broker_connection\` (\`user_id\`, \`platform\`);`);

    this.addSql(`create table \`account_instrument\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`platform\` text not null, \`account_id\` text not null, \`symbol\` text not null, \`asset_class\` text not null, \`multiplier\` text not null, \`underlying\` text null, \`expiry\` text null, \`strike\` text null, \`option_right\` text null, constraint \`account_instrument_user_id_foreign\` foreign key(\`user_id\`) references \`user\`(\`id\`) on update cascade);`);
    this.addSql(`create unique index \`account_instrument_user_id_platform_account_id_symbol_unique\` on \`account_instrument\` (\`user_id\`, \`platform\`, \`account_id\`, \`symbol\`);`);

    this.addSql(`create table \`trade\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`account_instrument_id\` integer not null, \`trade_key\` text not null, \`direction\` text not null, \`quantity\` text not null, \`closed_quantity\` text not null, \`entry_price\` text not null, \`exit_price\` text null, \`entry_time\` datetime not null, \`exit_time\` datetime null, \`status\` text not null, \`gross_pnl\` text not null, \`commission\` text not null, \`fees\` text not null, \`net_pnl\` text not null, \`execution_count\` integer not null, constraint \`trade_user_id_foreign\` foreign key(\`user_id\`) references \`user\`(\`id\`) on update cascade, constraint \`trade_account_instrument_id_foreign\` foreign key(\`account_instrument_id\`) references \`account_instrument\`(\`id\`) on update cascade);`);
    this.addSql(`create index \`trade_user_id_entry_time_index\` on \`trade\` (\`user_id\`, \`entry_time\`);`);
    this.addSql(`create unique index \`trade_account_instrument_id_trade_key_unique\` on \`trade\` (\`account_instrument_id\`, \`trade_key\`);`);

    this.addSql(`create table \`execution\` (\`id\` integer not null primary key autoincrement, \`account_instrument_id\` integer not null, \`trade_import_id\` integer not null, \`side\` text not null, \`quantity\` text not null, \`price\` text not null, \`commission\` text not null, \`fees\` text not null, \`executed_at\` datetime not null, \`external_id\` text null, \`dedupe_key\` text not null, \`source_line\` integer not null, constraint \`execution_account_instrument_id_foreign\` foreign key(\`account_instrument_id\`) references \`account_instrument\`(\`id\`) on update cascade, constraint \`execution_trade_import_id_foreign\` foreign key(\`trade_import_id\`) references \`trade_import\`(\`id\`) on update cascade);`);
    this.addSql(`create index \`execution_trade_import_id_index\` on \`execution\` (\`trade_import_id\`);`);
    this.addSql(`create unique index \`execution_account_instrument_id_dedupe_key_unique\` on \`execution\` (\`account_instrument_id\`, \`dedupe_key\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`broker_connection\`;`);
    this.addSql(`drop table if exists \`execution\`;`);
    this.addSql(`drop table if exists \`trade\`;`);
    this.addSql(`drop table if exists \`account_instrument\`;`);
    this.addSql(`drop table if exists \`trade_import\`;`);
  }

}
