import { Migration } from '@mikro-orm/migrations';

export class Migration20261122190216_create_user extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`user\` (\`id\` integer not null primary key autoincrement, \`username\` text not null, \`email\` text not null, \`password_hash\` text null, \`google_id\` text null, \`first_name\` text null, \`last_name\` text null, \`profile_image_url\` text null, \`created_at\` datetime not null, \`updated_at\` datetime not null);`);
    this.addSql(`create unique index \`user_username_unique\` on \`user\` (\`username\`);`);
    this.addSql(`create unique index \`user_email_unique\` on \`user\` (\`email\`);`);
    this.addSql(`create unique index \`user_google_id_unique\` on \`user\` (\`google_id\`);`);
  }

  // Written by hand: MikroORM does not generate down migrations for SQLite.
  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`user\`;`);
  }

}
