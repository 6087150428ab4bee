import { Migration } from '@mikro-orm/migrations';

export class Migration20261125012936_analytics_folded_summary extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`analytics_state\` add column \`folded\` text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`analytics_state\` drop column \`folded\`;`);
  }

}
