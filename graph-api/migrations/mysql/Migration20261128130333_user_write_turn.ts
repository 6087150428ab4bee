import { Migration } from '@mikro-orm/migrations';

export class Migration20261128130333_user_write_turn extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`user\` add \`write_turn\` int not null default 0;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`user\` drop column \`write_turn\`;`);
  }

}
