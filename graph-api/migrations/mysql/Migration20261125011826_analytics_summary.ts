import { Migration } from '@mikro-orm/migrations';

export class Migration20261125011826_analytics_summary extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`analytics_state\` (\`user_id\` int unsigned not null, \`time_zone\` varchar(64) not null, primary key (\`user_id\`)) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`analytics_state\` add index \`analytics_state_user_id_index\`(\`user_id\`);`);

    this.addSql(`create table \`analytics_day\` (\`user_id\` int unsigned not null, \`day\` varchar(10) not null, \`summary\` text not null, primary key (\`user_id\`, \`day\`)) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`analytics_day\` add index \`analytics_day_user_id_index\`(\`user_id\`);`);

    this.addSql(`create table \`analytics_instrument\` (\`account_instrument_id\` int unsigned not null, \`user_id\` int unsigned not null, \`symbol\` varchar(64) not null, \`stats\` text not null, \`days\` text not null, primary key (\`account_instrument_id\`)) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`analytics_instrument\` add index \`analytics_instrument_account_instrument_id_index\`(\`account_instrument_id\`);`);
    this.addSql(`alter table \`analytics_instrument\` add index \`analytics_instrument_user_id_index\`(\`user_id\`);`);

    this.addSql(`alter table \`analytics_state\` add constraint \`analytics_state_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade on delete cascade;`);

    this.addSql(`alter table \`analytics_day\` add constraint \`analytics_day_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade;`);

    this.addSql(`alter table \`analytics_instrument\` add constraint \`analytics_instrument_account_instrument_id_foreign\` foreign key (\`account_instrument_id\`) references \`account_instrument\` (\`id\`) on update cascade on delete cascade;`);
    this.addSql(`alter table \`analytics_instrument\` add constraint \`analytics_instrument_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade;`);

    this.addSql(`alter table \`trade\` add index \`trade_user_id_exit_time_index\`(\`user_id\`, \`exit_time\`);`);

  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`analytics_state\`;`);

    this.addSql(`drop table if exists \`analytics_day\`;`);

    this.addSql(`drop table if exists \`analytics_instrument\`;`);

    this.addSql(`alter table \`trade\` drop index \`trade_user_id_exit_time_index\`;`);

  }

}
