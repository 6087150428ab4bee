import { Migration } from '@mikro-orm/migrations';

export class Migration20261129012021_time_given extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`trade\` add column \`time_given\` integer not null default true;`);

    this.addSql(`alter table \`execution\` add column \`time_given\` integer not null default true;`);
    // Fills stored before this migration from the date-only exports (docs/importing.md), and their trades.
    this.addSql(`update \`execution\` set \`time_given\` = 0 where \`trade_import_id\` in (select \`id\` from \`trade_import\` where \`method\` = 'csv' and \`platform\` in ('etrade', 'fidelity', 'schwab'));`);
    this.addSql(`update \`trade\` set \`time_given\` = 0 where exists (select 1 from \`execution\` e where e.\`account_instrument_id\` = \`trade\`.\`account_instrument_id\` and e.\`time_given\` = 0 and e.\`executed_at\` >= \`trade\`.\`entry_time\` and (\`trade\`.\`exit_time\` is null or e.\`executed_at\` <= \`trade\`.\`exit_time\`));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`trade\` drop column \`time_given\`;`);
    this.addSql(`alter table \`execution\` drop column \`time_given\`;`);
  }

}
