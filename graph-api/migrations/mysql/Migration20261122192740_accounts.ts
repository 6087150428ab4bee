import { Migration } from '@mikro-orm/migrations';

export class Migration20261122192740_accounts extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`oauth_state\` (\`id\` int unsigned not null auto_increment primary key, \`state_hash\` varchar(64) not null, \`return_to\` varchar(512) not null, \`code_verifier\` varchar(128) null, \`expires_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`oauth_state\` add unique \`oauth_state_state_hash_unique\`(\`state_hash\`);`);

    this.addSql(`create table \`rate_limit_counter\` (\`id\` int unsigned not null auto_increment primary key, \`key_hash\` varchar(64) not null, \`hits\` int not null, \`window_ends_at\` datetime not null, \`user_id\` int null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`rate_limit_counter\` add unique \`rate_limit_counter_key_hash_unique\`(\`key_hash\`);`);
    this.addSql(`alter table \`rate_limit_counter\` add index \`rate_limit_counter_user_id_index\`(\`user_id\`);`);

    this.addSql(`create table \`two_factor\` (\`user_id\` int unsigned not null, \`sealed_secret\` varchar(255) not null, \`enabled_at\` datetime null, \`last_used_time_step\` int null, \`created_at\` datetime not null, primary key (\`user_id\`)) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`two_factor\` add index \`two_factor_user_id_index\`(\`user_id\`);`);

    this.addSql(`create table \`session\` (\`id\` int unsigned not null auto_increment primary key, \`token_hash\` varchar(64) not null, \`user_id\` int unsigned not null, \`created_at\` datetime not null, \`last_seen_at\` datetime not null, \`expires_at\` datetime not null, \`ip\` varchar(45) null, \`user_agent\` varchar(255) null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`session\` add unique \`session_token_hash_unique\`(\`token_hash\`);`);
    this.addSql(`alter table \`session\` add index \`session_user_id_index\`(\`user_id\`);`);

    this.addSql(`create table \`password_reset_token\` (\`id\` int unsigned not null auto_increment primary key, \`token_hash\` varchar(64) not null, \`user_id\` int unsigned not null, \`created_at\` datetime not null, \`expires_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`password_reset_token\` add unique \`password_reset_token_token_hash_unique\`(\`token_hash\`);`);
    this.addSql(`alter table \`password_reset_token\` add index \`password_reset_token_user_id_index\`(\`user_id\`);`);

    this.addSql(`create table \`api_key\` (\`id\` int unsigned not null auto_increment primary key, \`user_id\` int unsigned not null, \`name\` varchar(100) not null, \`prefix\` varchar(16) not null, \`token_hash\` varchar(64) not null, \`created_at\` datetime not null, \`last_used_at\` datetime null, \`revoked_at\` datetime null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`api_key\` add index \`api_key_user_id_index\`(\`user_id\`);`);
    this.addSql(`alter table \`api_key\` add unique \`api_key_token_hash_unique\`(\`token_hash\`);`);

    this.addSql(`create table \`user_settings\` (\`user_id\` int unsigned not null, \`timezone\` varchar(8) not null, \`default_broker\` varchar(32) not null, \`risk_per_trade\` double not null, \`auto_import\` tinyint(1) not null, \`real_time_analysis\` tinyint(1) not null, \`ai_insights\` tinyint(1) not null, \`risk_alerts\` tinyint(1) not null, \`daily_summary\` tinyint(1) not null, \`weekly_report\` tinyint(1) not null, \`notification_time\` varchar(5) not null, \`data_retention\` varchar(9) not null, \`usage_analytics\` tinyint(1) not null, \`updated_at\` datetime not null, primary key (\`user_id\`)) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`user_settings\` add index \`user_settings_user_id_index\`(\`user_id\`);`);

    this.addSql(`alter table \`two_factor\` add constraint \`two_factor_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade on delete cascade;`);

    this.addSql(`alter table \`session\` add constraint \`session_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade;`);

    this.addSql(`alter table \`password_reset_token\` add constraint \`password_reset_token_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade;`);

    this.addSql(`alter table \`api_key\` add constraint \`api_key_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade;`);

    this.addSql(`alter table \`user_settings\` add constraint \`user_settings_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade on delete cascade;`);

    this.addSql(`alter table \`user\` add \`last_login_at\` datetime null, add \`last_login_ip\` varchar(45) null, add \`trial_ends_at\` datetime null;`);
  }

  // The generator also proposed re-declaring the user table's nullable columns (MariaDB reports
  // their default as 'NULL'); that changes nothing and was left out, in both directions.
  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`oauth_state\`;`);

    this.addSql(`drop table if exists \`rate_limit_counter\`;`);

    this.addSql(`drop table if exists \`two_factor\`;`);

    this.addSql(`drop table if exists \`session\`;`);

    this.addSql(`drop table if exists \`password_reset_token\`;`);

    this.addSql(`drop table if exists \`api_key\`;`);

    this.addSql(`drop table if exists \`user_settings\`;`);

    this.addSql(`alter table \`user\` drop column \`last_login_at\`, drop column \`last_login_ip\`, drop column \`trial_ends_at\`;`);

  }

}
