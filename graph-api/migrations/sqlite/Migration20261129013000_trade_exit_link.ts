import { Migration } from '@mikro-orm/migrations';

// An option's close the file marks as assigned or exercised, and the shares it delivered (docs/options.md).
export class Migration20261129013000_trade_exit_link extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table \`execution\` add column \`close_kind\` text null;`);
    this.addSql(`alter table \`execution\` add column \`assigned_from\` text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`execution\` drop column \`assigned_from\`;`);
    this.addSql(`alter table \`execution\` drop column \`close_kind\`;`);
  }
}
