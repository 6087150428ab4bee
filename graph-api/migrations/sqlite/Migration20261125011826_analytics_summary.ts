import { Migration } from '@mikro-orm/migrations';

export class Migration20261125011826_analytics_summary extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`analytics_state\` (\`user_id\` integer not null, \`time_zone\` text not null, constraint \`analytics_state_user_id_foreign\` foreign key(\`user_id\`) references \`user\`(\`id\`) on delete cascade on update cascade, primary key (\`user_id\`));`);
    this.addSql(`create index \`analytics_state_user_id_index\` on \`analytics_state\` (\`user_id\`);`);

    this.addSql(`create table \`analytics_day\` (\`user_id\` integer not null, \`day\` text not null, \`summary\` text not null, constraint \`analytics_day_user_id_foreign\` foreign key(\`user_id\`) references \`user\`(\`id\`) on update cascade, primary key (\`user_id\`, \`day\`));`);
    this.addSql(`create index \`analytics_day_user_id_index\` on \`analytics_day\` (\`user_id\`);`);

    this.addSql(`create table \`analytics_instrument\` (\`account_instrument_id\` integer not null, \`user_id\` integer not null, \`symbol\` text not null, \`stats\` text not null, \`days\` text not null, constraint \`analytics_instrument_account_instrument_id_foreign\` foreign key(\`account_instrument_id\`) references \`account_instrument\`(\`id\`) on delete cascade on update cascade, constraint \`analytics_instrument_user_id_foreign\` foreign key(\`user_id\`) references \`user\`(\`id\`) on update cascade, primary key (\`account_instrument_id\`));`);
    this.addSql(`create index \`analytics_instrument_account_instrument_id_index\` on \`analytics_instrument\` (\`account_instrument_id\`);`);
    this.addSql(`create index \`analytics_instrument_user_id_index\` on \`analytics_instrument\` (\`user_id\`);`);

    this.addSql(`create index \`trade_user_id_exit_time_index\` on \`trade\` (\`user_id\`, \`exit_time\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists \`trade_user_id_exit_time_index\`;`);
    this.addSql(`drop table if exists \`analytics_instrument\`;`);
    this.addSql(`drop table if exists \`analytics_day\`;`);
    this.addSql(`drop table if exists \`analytics_state\`;`);
  }

}
