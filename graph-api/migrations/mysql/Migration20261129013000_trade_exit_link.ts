import { Migration } from '@mikro-orm/migrations';

export class Migration20261129013000_trade_exit_link extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`execution\` add \`close_kind\` varchar(10) null, add \`assigned_from\` varchar(64) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`execution\` drop column \`close_kind\`, drop column \`assigned_from\`;`);
  }

}
