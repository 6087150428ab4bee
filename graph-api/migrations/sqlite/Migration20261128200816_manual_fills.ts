import { Migration } from '@mikro-orm/migrations';

// Fills entered by hand belong to no import: SQLite cannot drop a NOT NULL, so the execution table
// is copied into one whose trade_import_id may be null (same columns, keys and indexes otherwise).
const EXECUTION_COLUMNS = 'id, account_instrument_id, trade_import_id, side, quantity, price, commission, fees, executed_at, external_id, dedupe_key, source_line, position_effect';

function executionTable(name: string, importId: 'null' | 'not null', onDelete: string): string {
  return `create table \`${name}\` (\`id\` integer not null primary key autoincrement, \`account_instrument_id\` integer not null, \`trade_import_id\` integer ${importId}, \`side\` text not null, \`quantity\` text not null, \`price\` text not null, \`commission\` text not null, \`fees\` text not null, \`executed_at\` datetime not null, \`external_id\` text null, \`dedupe_key\` text not null, \`source_line\` integer not null, \`position_effect\` text null, constraint \`execution_account_instrument_id_foreign\` foreign key(\`account_instrument_id\`) references \`account_instrument\`(\`id\`) on update cascade, constraint \`execution_trade_import_id_foreign\` foreign key(\`trade_import_id\`) references \`trade_import\`(\`id\`) on update cascade${onDelete});`;
}

export class Migration20261128200816_manual_fills extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table \`trade\` add column \`manual_fills\` integer not null default 0;`);
    this.rebuildExecution('null', ' on delete set null');
  }

  override async down(): Promise<void> {
    this.addSql(`delete from \`execution\` where \`trade_import_id\` is null;`);
    this.rebuildExecution('not null', '');
    this.addSql(`alter table \`trade\` drop column \`manual_fills\`;`);
  }

  private rebuildExecution(importId: 'null' | 'not null', onDelete: string): void {
    this.addSql(executionTable('execution__rebuilt', importId, onDelete));
    this.addSql(`insert into \`execution__rebuilt\` (${EXECUTION_COLUMNS}) select ${EXECUTION_COLUMNS} from \`execution\`;`);
    this.addSql(`drop table \`execution\`;`);
    this.addSql(`alter table \`execution__rebuilt\` rename to \`execution\`;`);
    this.addSql(`create index \`execution_trade_import_id_index\` on \`execution\` (\`trade_import_id\`);`);
    this.addSql(`create unique index \`execution_account_instrument_id_dedupe_key_unique\` on \`execution\` (\`account_instrument_id\`, \`dedupe_key\`);`);
  }
}
