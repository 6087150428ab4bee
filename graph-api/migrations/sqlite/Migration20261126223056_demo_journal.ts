import { Migration } from '@mikro-orm/migrations';

export class Migration20261126223056_demo_journal extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`demo_journal\` (\`id\` integer not null, \`user_id\` integer null, \`seed\` integer not null, \`claimed_at\` datetime not null, \`generated_at\` datetime null, \`first_day\` text null, \`last_day\` text null, \`generation_ms\` integer null, constraint \`demo_journal_user_id_foreign\` foreign key(\`user_id\`) references \`user\`(\`id\`) on delete cascade on update cascade, primary key (\`id\`));`);
    this.addSql(`create index \`demo_journal_user_id_index\` on \`demo_journal\` (\`user_id\`);`);

    this.addSql(`alter table \`user\` add column \`demo\` integer not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`demo_journal\`;`);

    this.addSql(`alter table \`user\` drop column \`demo\`;`);
  }

}
