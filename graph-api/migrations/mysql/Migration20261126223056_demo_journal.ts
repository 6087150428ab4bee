import { Migration } from '@mikro-orm/migrations';

export class Migration20261126223056_demo_journal extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`demo_journal\` (\`id\` int unsigned not null, \`user_id\` int unsigned null, \`seed\` int not null, \`claimed_at\` datetime not null, \`generated_at\` datetime null, \`first_day\` varchar(10) null, \`last_day\` varchar(10) null, \`generation_ms\` int null, primary key (\`id\`)) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`demo_journal\` add index \`demo_journal_user_id_index\`(\`user_id\`);`);

    this.addSql(`alter table \`demo_journal\` add constraint \`demo_journal_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade on delete cascade;`);

    this.addSql(`alter table \`user\` add \`demo\` tinyint(1) not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`demo_journal\`;`);

    this.addSql(`alter table \`user\` drop column \`demo\`;`);
  }

}
