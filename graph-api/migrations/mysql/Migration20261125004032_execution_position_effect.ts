import { Migration } from '@mikro-orm/migrations';

export class Migration20261125004032_execution_position_effect extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`execution\` add \`position_effect\` varchar(5) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`execution\` drop column \`position_effect\`;`);
  }

}
