import { Migration } from '@mikro-orm/migrations';

export class Migration20261128093439_notifications extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`notification\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`kind\` text not null, \`title\` text not null, \`text\` text not null, \`link\` text not null, \`dedupe_key\` text not null, \`created_at\` datetime not null, \`read_at\` datetime null, constraint \`notification_user_id_foreign\` foreign key(\`user_id\`) references \`user\`(\`id\`) on update cascade);`);
    this.addSql(`create index \`notification_user_id_created_at_index\` on \`notification\` (\`user_id\`, \`created_at\`);`);
    this.addSql(`create unique index \`notification_user_id_dedupe_key_unique\` on \`notification\` (\`user_id\`, \`dedupe_key\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`notification\`;`);
  }

}
