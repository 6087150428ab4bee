import { Migration } from '@mikro-orm/migrations';

export class Migration20261122192740_accounts extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`oauth_state\` (\`id\` integer not null primary key autoincrement, \`state_hash\` text not null, \`return_to\` text not null, \`code_verifier\` text null, \`expires_at\` datetime not null);`);
    this.addSql(`create unique index \`oauth_state_state_hash_unique\` on \`oauth_state\` (\`state_hash\`);`);

    this.addSql(`create table \`rate_limit_counter\` (\`id\` integer not null primary key autoincrement, \`key_hash\` text not null, \`hits\` integer not null, \`window_ends_at\` datetime not null, \`user_id\` integer null);`);
    this.addSql(`create unique index \`rate_limit_counter_key_hash_unique\` on \`rate_limit_counter\` (\`key_hash\`);`);
    this.addSql(`create index \`rate_limit_counter_user_id_index\` on \`rate_limit_counter\` (\`user_id\`);`);

    this.addSql(`create table \`two_factor\` (\`user_id\` integer not null, \`sealed_secret\` text not null, \`enabled_at\` datetime null, \`last_used_time_step\` integer null, \`created_at\` datetime not null, constraint \`two_factor_user_id_foreign\` foreign key(\`user_id\`) references \`user\`(\`id\`) on delete cascade on update cascade, primary key (\`user_id\`));`);
    this.addSql(`create index \`two_factor_user_id_index\` on \`two_factor\` (\`user_id\`);`);

    this.addSql(`create table \`session\` (\`id\` integer not null primary key autoincrement, \`token_hash\` text not null, \`user_id\` integer not null, \`created_at\` datetime not null, \`last_seen_at\` datetime not null, \`expires_at\` datetime not null, \`ip\` text null, \`user_agent\` text null, constraint \`session_user_id_foreign\` foreign key(\`user_id\`) references \`user\`(\`id\`) on update cascade);`);
    this.addSql(`create unique index \`session_token_hash_unique\` on \`session\` (\`token_hash\`);`);
    this.addSql(`create index \`session_user_id_index\` on \`session\` (\`user_id\`);`);

    this.addSql(`create table \`password_reset_token\` (\`id\` integer not null primary key autoincrement, \`token_hash\` text not null, \`user_id\` integer not null, \`created_at\` datetime not null, \`expires_at\` datetime not null, constraint \`password_reset_token_user_id_foreign\` foreign key(\`user_id\`) references \`user\`(\`id\`) on update cascade);`);
    this.addSql(`create unique index \`password_reset_token_token_hash_unique\` on \`password_reset_token\` (\`token_hash\`);`);
    this.addSql(`create index \`password_reset_token_user_id_index\` on \`password_reset_token\` (\`user_id\`);`);

    this.addSql(`create table \`api_key\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`name\` text not null, \`prefix\` text not null, \`token_hash\` text not null, \`created_at\` datetime not null, \`last_used_at\` datetime null, \`revoked_at\` datetime null, constraint \`api_key_user_id_foreign\` foreign key(\`user_id\`) references \`user\`(\`id\`) on update cascade);`);
    this.addSql(`create index \`api_key_user_id_index\` on \`api_key\` (\`user_id\`);`);
    this.addSql(`create unique index \`api_key_token_hash_unique\` on \`api_key\` (\`token_hash\`);`);

    this.addSql(`create table \`user_settings\` (\`user_id\` integer not null, \`timezone\` text not null, \`default_broker\` text not null, \`risk_per_trade\` double not null, \`auto_import\` integer not null, \`real_time_analysis\` integer not null, \`ai_insights\` integer not null, \`risk_alerts\` integer not null, \`daily_summary\` integer not null, \`weekly_report\` integer not null, \`notification_time\` text not null, \`data_retention\` text not null, \`usage_analytics\` integer not null, \`updated_at\` datetime not null, constraint \`user_settings_user_id_foreign\` foreign key(\`user_id\`) references \`user\`(\`id\`) on delete cascade on update cascade, primary key (\`user_id\`));`);
    this.addSql(`create index \`user_settings_user_id_index\` on \`user_settings\` (\`user_id\`);`);

    this.addSql(`alter table \`user\` add column \`last_login_at\` datetime null;`);
    this.addSql(`alter table \`user\` add column \`last_login_ip\` text null;`);
    this.addSql(`alter table \`user\` add column \`trial_ends_at\` datetime null;`);
  }

  // Written by hand: MikroORM does not generate down migrations for SQLite.
  override async down(): Promise<void> {
    for (const table of ['user_settings', 'api_key', 'password_reset_token', 'session', 'two_factor', 'rate_limit_counter', 'oauth_state']) {
      this.addSql(`drop table if exists \`${table}\`;`);
    }
    for (const column of ['last_login_at', 'last_login_ip', 'trial_ends_at']) {
      this.addSql(`alter table \`user\` drop column \`${column}\`;`);
    }
  }

}
