import { Migration } from '@mikro-orm/migrations';

export class Migration20261125034111_market_data extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`candle\` (\`id\` int unsigned not null auto_increment primary key, \`symbol\` varchar(64) not null, \`timeframe\` varchar(4) not null, \`time\` datetime not null, \`open\` decimal(24,8) not null, \`high\` decimal(24,8) not null, \`low\` decimal(24,8) not null, \`close\` decimal(24,8) not null, \`volume\` decimal(24,8) not null, \`provider\` varchar(16) not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`candle\` add unique \`candle_symbol_timeframe_time_unique\`(\`symbol\`, \`timeframe\`, \`time\`);`);

    this.addSql(`create table \`candle_range\` (\`id\` int unsigned not null auto_increment primary key, \`symbol\` varchar(64) not null, \`timeframe\` varchar(4) not null, \`start\` datetime not null, \`end\` datetime not null, \`provider\` varchar(16) not null, \`stored_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`candle_range\` add index \`candle_range_symbol_timeframe_index\`(\`symbol\`, \`timeframe\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`candle\`;`);

    this.addSql(`drop table if exists \`candle_range\`;`);
  }

}
