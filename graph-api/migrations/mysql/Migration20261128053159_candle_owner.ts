import { Migration } from '@mikro-orm/migrations';

/**
 * Candles and held spans get an owner (a trader's upload; null: a provider's, shared) and a source.
 * Who uploaded a file was never recorded, so an upload becomes the only account's when the
 * installation has one, and is removed otherwise; the demo market's candles become the demo account's.
 */
export class Migration20261128053159_candle_owner extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`candle_range\` add \`user_id\` int unsigned null, add \`source\` varchar(24) not null;`);
    this.addSql(`alter table \`candle_range\` add constraint \`candle_range_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade on delete cascade;`);
    this.addSql(`alter table \`candle_range\` add index \`candle_range_user_id_index\`(\`user_id\`);`);

    this.addSql(`alter table \`candle\` drop index \`candle_symbol_timeframe_time_unique\`;`);

    this.addSql(`alter table \`candle\` add \`user_id\` int unsigned null, add \`source\` varchar(24) not null;`);
    this.addSql(`alter table \`candle\` add constraint \`candle_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade on delete cascade;`);
    this.addSql(`alter table \`candle\` add index \`candle_user_id_symbol_index\`(\`user_id\`, \`symbol\`);`);
    this.addSql(`alter table \`candle\` add unique \`candle_symbol_timeframe_time_user_id_unique\`(\`symbol\`, \`timeframe\`, \`time\`, \`user_id\`);`);

    for (const table of ['candle', 'candle_range']) {
      this.addSql(`update \`${table}\` set \`source\` = case when \`provider\` = 'alpaca' then 'alpaca' else 'upload' end;`);
      // The demo market's candles (their symbols prefixed 'demo:') are the demo account's.
      this.addSql(`update \`${table}\` set \`source\` = 'demo', \`user_id\` = (select \`user_id\` from \`demo_journal\` where \`id\` = 1) where \`symbol\` like 'demo:%';`);
      // An upload of an installation with one account is that account's; otherwise nobody can tell whose it is.
      this.addSql(`update \`${table}\` set \`user_id\` = (select min(\`id\`) from \`user\` where \`demo\` = 0) where \`source\` = 'upload' and (select count(*) from \`user\` where \`demo\` = 0) = 1;`);
      this.addSql(`delete from \`${table}\` where \`source\` = 'upload' and \`user_id\` is null;`);
    }
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`candle\` drop foreign key \`candle_user_id_foreign\`;`);

    this.addSql(`alter table \`candle_range\` drop foreign key \`candle_range_user_id_foreign\`;`);

    this.addSql(`alter table \`candle\` drop index \`candle_user_id_symbol_index\`;`);
    // Back to one shared series per symbol, timeframe and time: a provider's bar is kept over an
    // upload of the same time, and of several uploads the lowest id.
    this.addSql(`delete \`gone\` from \`candle\` as \`gone\` join \`candle\` as \`kept\` on \`kept\`.\`symbol\` = \`gone\`.\`symbol\` and \`kept\`.\`timeframe\` = \`gone\`.\`timeframe\` and \`kept\`.\`time\` = \`gone\`.\`time\` and ((\`kept\`.\`user_id\` is null and \`gone\`.\`user_id\` is not null) or ((\`kept\`.\`user_id\` is null) = (\`gone\`.\`user_id\` is null) and \`kept\`.\`id\` < \`gone\`.\`id\`));`);
    this.addSql(`alter table \`candle\` drop index \`candle_symbol_timeframe_time_user_id_unique\`;`);
    this.addSql(`alter table \`candle\` drop column \`user_id\`, drop column \`source\`;`);

    this.addSql(`alter table \`candle\` add unique \`candle_symbol_timeframe_time_unique\`(\`symbol\`, \`timeframe\`, \`time\`);`);

    this.addSql(`alter table \`candle_range\` drop index \`candle_range_user_id_index\`;`);
    this.addSql(`alter table \`candle_range\` drop column \`user_id\`, drop column \`source\`;`);
  }

}
