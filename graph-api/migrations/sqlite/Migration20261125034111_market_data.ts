import { Migration } from '@mikro-orm/migrations';

export class Migration20261125034111_market_data extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`candle\` (\`id\` integer not null primary key autoincrement, \`symbol\` text not null, \`timeframe\` text not null, \`time\` datetime not null, \`open\` text not null, \`high\` text not null, \`low\` text not null, \`close\` text not null, \`volume\` text not null, \`provider\` text not null);`);
    this.addSql(`create unique index \`candle_symbol_timeframe_time_unique\` on \`candle\` (\`symbol\`, \`timeframe\`, \`time\`);`);

    this.addSql(`create table \`candle_range\` (\`id\` integer not null primary key autoincrement, \`symbol\` text not null, \`timeframe\` text not null, \`start\` datetime not null, \`end\` datetime not null, \`provider\` text not null, \`stored_at\` datetime not null);`);
    this.addSql(`create index \`candle_range_symbol_timeframe_index\` on \`candle_range\` (\`symbol\`, \`timeframe\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`candle_range\`;`);
    this.addSql(`drop table if exists \`candle\`;`);
  }

}
