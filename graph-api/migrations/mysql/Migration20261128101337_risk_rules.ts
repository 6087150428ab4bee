import { Migration } from '@mikro-orm/migrations';

export class Migration20261128101337_risk_rules extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`risk_rule\` (\`id\` int unsigned not null auto_increment primary key, \`user_id\` int unsigned not null, \`kind\` varchar(24) not null, \`limit_value\` varchar(24) not null, \`unit\` varchar(8) not null, \`account_id\` varchar(64) null, \`created_at\` datetime(3) not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`risk_rule\` add index \`risk_rule_user_id_index\`(\`user_id\`);`);

    this.addSql(`create table \`risk_breach\` (\`id\` int unsigned not null auto_increment primary key, \`user_id\` int unsigned not null, \`rule_id\` int not null, \`kind\` varchar(24) not null, \`day\` varchar(10) not null, \`figure\` varchar(32) not null, \`limit_value\` varchar(24) not null, \`unit\` varchar(8) not null, \`trade_ids\` text not null, \`occurred_at\` datetime(3) not null, \`created_at\` datetime(3) not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`risk_breach\` add unique \`risk_breach_user_id_rule_id_day_unique\`(\`user_id\`, \`rule_id\`, \`day\`);`);

    this.addSql(`alter table \`risk_rule\` add constraint \`risk_rule_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade;`);

    this.addSql(`alter table \`risk_breach\` add constraint \`risk_breach_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`risk_rule\`;`);

    this.addSql(`drop table if exists \`risk_breach\`;`);
  }

}
