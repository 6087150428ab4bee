import { Migration } from '@mikro-orm/migrations';

export class Migration20261128201808_widen_timezone extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`user_settings\` modify \`timezone\` varchar(64) not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`user_settings\` modify \`timezone\` varchar(8) not null;`);
  }

}
