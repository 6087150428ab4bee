import { Migration } from '@mikro-orm/migrations';

export class Migration20261128133749_trade_exit_kind extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`trade\` add \`exit_kind\` varchar(10) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`trade\` drop column \`exit_kind\`;`);
  }

}
