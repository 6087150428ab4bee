import { Migration } from '@mikro-orm/migrations';

export class Migration20261129004830_import_reconciliation extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`trade_import\` add \`reconciliation\` text null, add \`reconciled\` tinyint(1) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`trade_import\` drop column \`reconciliation\`, drop column \`reconciled\`;`);
  }

}
