import { Migration } from '@mikro-orm/migrations';

/**
 * Candles and held spans get an owner (a trader's upload; null: a provider's, shared) and a source.
 * SQLite cannot add a NOT NULL column without a default, nor drop a column a foreign key uses: both
 * tables are rebuilt, their rows kept. Who uploaded a file was never recorded, so (as on MySQL) an
 * upload becomes the only account's when the installation has one, and is removed otherwise; the
 * demo market's candles become the demo account's.
 */
export class Migration20261128053159_candle_owner extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`candle__owned\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer null, \`symbol\` text not null, \`timeframe\` text not null, \`time\` datetime not null, \`open\` text not null, \`high\` text not null, \`low\` text not null, \`close\` text not null, \`volume\` text not null, \`provider\` text not null, \`source\` text not null, constraint \`candle_user_id_foreign\` foreign key(\`user_id\`) references \`user\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`insert into \`candle__owned\` (\`id\`, \`symbol\`, \`timeframe\`, \`time\`, \`open\`, \`high\`, \`low\`, \`close\`, \`volume\`, \`provider\`, \`source\`) select \`id\`, \`symbol\`, \`timeframe\`, \`time\`, \`open\`, \`high\`, \`low\`, \`close\`, \`volume\`, \`provider\`, case when \`provider\` = 'alpaca' then 'alpaca' else 'upload' end from \`candle\`;`);
    this.addSql(`drop table \`candle\`;`);
    this.addSql(`alter table \`candle__owned\` rename to \`candle\`;`);
    this.addSql(`create index \`candle_user_id_symbol_index\` on \`candle\` (\`user_id\`, \`symbol\`);`);
    this.addSql(`create unique index \`candle_symbol_timeframe_time_user_id_unique\` on \`candle\` (\`symbol\`, \`timeframe\`, \`time\`, \`user_id\`);`);

    this.addSql(`create table \`candle_range__owned\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer null, \`symbol\` text not null, \`timeframe\` text not null, \`start\` datetime not null, \`end\` datetime not null, \`provider\` text not null, \`source\` text not null, \`stored_at\` datetime not null, constraint \`candle_range_user_id_foreign\` foreign key(\`user_id\`) references \`user\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`insert into \`candle_range__owned\` (\`id\`, \`symbol\`, \`timeframe\`, \`start\`, \`end\`, \`provider\`, \`source\`, \`stored_at\`) select \`id\`, \`symbol\`, \`timeframe\`, \`start\`, \`end\`, \`provider\`, case when \`provider\` = 'alpaca' then 'alpaca' else 'upload' end, \`stored_at\` from \`candle_range\`;`);
    this.addSql(`drop table \`candle_range\`;`);
    this.addSql(`alter table \`candle_range__owned\` rename to \`candle_range\`;`);
    this.addSql(`create index \`candle_range_symbol_timeframe_index\` on \`candle_range\` (\`symbol\`, \`timeframe\`);`);
    this.addSql(`create index \`candle_range_user_id_index\` on \`candle_range\` (\`user_id\`);`);

    for (const table of ['candle', 'candle_range']) {
      // The demo market's candles (their symbols prefixed 'demo:') are the demo account's.
      this.addSql(`update \`${table}\` set \`source\` = 'demo', \`user_id\` = (select \`user_id\` from \`demo_journal\` where \`id\` = 1) where \`symbol\` like 'demo:%';`);
      // An upload of an installation with one account is that account's; otherwise nobody can tell whose it is.
      this.addSql(`update \`${table}\` set \`user_id\` = (select min(\`id\`) from \`user\` where \`demo\` = 0) where \`source\` = 'upload' and (select count(*) from \`user\` where \`demo\` = 0) = 1;`);
      this.addSql(`delete from \`${table}\` where \`source\` = 'upload' and \`user_id\` is null;`);
    }
  }

  override async down(): Promise<void> {
    // Back to one shared series per symbol, timeframe and time: a provider's bar is kept over an
    // upload of the same time, and of several uploads the lowest id.
    this.addSql(`create table \`candle__shared\` (\`id\` integer not null primary key autoincrement, \`symbol\` text not null, \`timeframe\` text not null, \`time\` datetime not null, \`open\` text not null, \`high\` text not null, \`low\` text not null, \`close\` text not null, \`volume\` text not null, \`provider\` text not null);`);
    this.addSql(`insert into \`candle__shared\` (\`id\`, \`symbol\`, \`timeframe\`, \`time\`, \`open\`, \`high\`, \`low\`, \`close\`, \`volume\`, \`provider\`) select \`id\`, \`symbol\`, \`timeframe\`, \`time\`, \`open\`, \`high\`, \`low\`, \`close\`, \`volume\`, \`provider\` from \`candle\` as \`kept\` where not exists (select 1 from \`candle\` as \`other\` where \`other\`.\`symbol\` = \`kept\`.\`symbol\` and \`other\`.\`timeframe\` = \`kept\`.\`timeframe\` and \`other\`.\`time\` = \`kept\`.\`time\` and ((\`other\`.\`user_id\` is null and \`kept\`.\`user_id\` is not null) or ((\`other\`.\`user_id\` is null) = (\`kept\`.\`user_id\` is null) and \`other\`.\`id\` < \`kept\`.\`id\`)));`);
    this.addSql(`drop table \`candle\`;`);
    this.addSql(`alter table \`candle__shared\` rename to \`candle\`;`);
    this.addSql(`create unique index \`candle_symbol_timeframe_time_unique\` on \`candle\` (\`symbol\`, \`timeframe\`, \`time\`);`);

    this.addSql(`create table \`candle_range__shared\` (\`id\` integer not null primary key autoincrement, \`symbol\` text not null, \`timeframe\` text not null, \`start\` datetime not null, \`end\` datetime not null, \`provider\` text not null, \`stored_at\` datetime not null);`);
    this.addSql(`insert into \`candle_range__shared\` (\`id\`, \`symbol\`, \`timeframe\`, \`start\`, \`end\`, \`provider\`, \`stored_at\`) select \`id\`, \`symbol\`, \`timeframe\`, \`start\`, \`end\`, \`provider\`, \`stored_at\` from \`candle_range\`;`);
    this.addSql(`drop table \`candle_range\`;`);
    this.addSql(`alter table \`candle_range__shared\` rename to \`candle_range\`;`);
    this.addSql(`create index \`candle_range_symbol_timeframe_index\` on \`candle_range\` (\`symbol\`, \`timeframe\`);`);
  }

}
