import { Migration } from '@mikro-orm/migrations';

export class Migration20261128101337_risk_rules extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`risk_rule\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`kind\` text not null, \`limit_value\` text not null, \`unit\` text not null, \`account_id\` text null, \`created_at\` datetime not null, constraint \`risk_rule_user_id_foreign\` foreign key(\`user_id\`) references \`user\`(\`id\`) on update cascade);`);
    this.addSql(`create index \`risk_rule_user_id_index\` on \`risk_rule\` (\`user_id\`);`);

    this.addSql(`create table \`risk_breach\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`rule_id\` integer not null, \`kind\` text not null, \`day\` text not null, \`figure\` text not null, \`limit_value\` text not null, \`unit\` text not null, \`trade_ids\` text not null, \`occurred_at\` datetime not null, \`created_at\` datetime not null, constraint \`risk_breach_user_id_foreign\` foreign key(\`user_id\`) references \`user\`(\`id\`) on update cascade);`);
    this.addSql(`create unique index \`risk_breach_user_id_rule_id_day_unique\` on \`risk_breach\` (\`user_id\`, \`rule_id\`, \`day\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`risk_breach\`;`);
    this.addSql(`drop table if exists \`risk_rule\`;`);
  }

}
