import { Migration } from '@mikro-orm/migrations';

export class Migration20261128200816_manual_fills extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`execution\` drop foreign key \`execution_trade_import_id_foreign\`;`);

    this.addSql(`alter table \`trade\` add \`manual_fills\` int not null default 0;`);

    this.addSql(`alter table \`execution\` modify \`trade_import_id\` int unsigned null;`);
    this.addSql(`alter table \`execution\` add constraint \`execution_trade_import_id_foreign\` foreign key (\`trade_import_id\`) references \`trade_import\` (\`id\`) on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`execution\` drop foreign key \`execution_trade_import_id_foreign\`;`);

    this.addSql(`alter table \`trade\` drop column \`manual_fills\`;`);

    this.addSql(`alter table \`execution\` modify \`trade_import_id\` int unsigned not null;`);
    this.addSql(`alter table \`execution\` add constraint \`execution_trade_import_id_foreign\` foreign key (\`trade_import_id\`) references \`trade_import\` (\`id\`) on update cascade;`);
  }

}
