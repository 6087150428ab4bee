import { Migration } from '@mikro-orm/migrations';

export class Migration20261129043310_order_id extends Migration {

  override async up(): Promise<void> {
    // The broker's order id of each fill, and of each trade's opening fill: the legs of one multi-leg order share it (docs/options.md). Null for what was stored before.
    this.addSql(`alter table \`execution\` add column \`order_id\` text null;`);
    this.addSql(`alter table \`trade\` add column \`entry_order_id\` text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`trade\` drop column \`entry_order_id\`;`);
    this.addSql(`alter table \`execution\` drop column \`order_id\`;`);
  }

}
