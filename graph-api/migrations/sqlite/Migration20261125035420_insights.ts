import { Migration } from '@mikro-orm/migrations';

export class Migration20261125035420_insights extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`insight\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`insight_key\` text not null, \`category\` text not null, \`title\` text not null, \`text\` text not null, \`evidence\` text not null, \`trade_ids\` text not null, \`sample_size\` integer not null, \`confidence\` integer not null, \`created_at\` datetime not null, constraint \`insight_user_id_foreign\` foreign key(\`user_id\`) references \`user\`(\`id\`) on update cascade);`);
    this.addSql(`create unique index \`insight_user_id_insight_key_unique\` on \`insight\` (\`user_id\`, \`insight_key\`);`);

    this.addSql(`create table \`insight_run\` (\`user_id\` integer not null, \`computed_at\` datetime not null, \`time_zone\` text not null, \`risk_per_trade\` double not null, constraint \`insight_run_user_id_foreign\` foreign key(\`user_id\`) references \`user\`(\`id\`) on delete cascade on update cascade, primary key (\`user_id\`));`);
    this.addSql(`create index \`insight_run_user_id_index\` on \`insight_run\` (\`user_id\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`insight_run\`;`);
    this.addSql(`drop table if exists \`insight\`;`);
  }

}
