import { Migration } from '@mikro-orm/migrations';

export class Migration20261129004830_import_reconciliation extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`trade_import\` add column \`reconciliation\` text null;`);
    this.addSql(`alter table \`trade_import\` add column \`reconciled\` integer null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`trade_import\` drop column \`reconciled\`;`);
    this.addSql(`alter table \`trade_import\` drop column \`reconciliation\`;`);
  }

}
