import { Migration } from '@mikro-orm/migrations';

export class Migration20261125035421_insights extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`insight\` (\`id\` int unsigned not null auto_increment primary key, \`user_id\` int unsigned not null, \`insight_key\` varchar(191) not null, \`category\` varchar(16) not null, \`title\` varchar(255) not null, \`text\` text not null, \`evidence\` text not null, \`trade_ids\` mediumtext not null, \`sample_size\` int not null, \`confidence\` int not null, \`created_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`insight\` add unique \`insight_user_id_insight_key_unique\`(\`user_id\`, \`insight_key\`);`);

    this.addSql(`create table \`insight_run\` (\`user_id\` int unsigned not null, \`computed_at\` datetime not null, \`time_zone\` varchar(64) not null, \`risk_per_trade\` double not null, primary key (\`user_id\`)) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`insight_run\` add index \`insight_run_user_id_index\`(\`user_id\`);`);

    this.addSql(`alter table \`insight\` add constraint \`insight_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade;`);

    this.addSql(`alter table \`insight_run\` add constraint \`insight_run_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`insight\`;`);

    this.addSql(`drop table if exists \`insight_run\`;`);
  }

}
