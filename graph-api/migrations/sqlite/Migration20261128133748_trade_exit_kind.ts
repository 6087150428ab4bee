import { Migration } from '@mikro-orm/migrations';

export class Migration20261128133748_trade_exit_kind extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`trade\` add column \`exit_kind\` text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`trade\` drop column \`exit_kind\`;`);
  }

}
