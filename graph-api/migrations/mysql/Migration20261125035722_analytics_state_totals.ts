import { Migration } from '@mikro-orm/migrations';

export class Migration20261125035722_analytics_state_totals extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`analytics_state\` add \`open_trades\` int not null default 0, add \`symbols\` text null;`);
    // The summary is derived: dropped here, it is rebuilt with the new totals on its next read.
    this.addSql(`delete from \`analytics_state\`;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`analytics_state\` drop column \`open_trades\`, drop column \`symbols\`;`);
  }

}
