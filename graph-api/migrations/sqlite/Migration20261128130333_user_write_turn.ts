import { Migration } from '@mikro-orm/migrations';

export class Migration20261128130333_user_write_turn extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`user\` add column \`write_turn\` integer not null default 0;`);
  }

  override async down(): Promise<void> {
    // SQLite drops a column (3.35 on) that no index or constraint names.
    this.addSql(`alter table \`user\` drop column \`write_turn\`;`);
  }

}
