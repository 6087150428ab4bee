import { Migration } from '@mikro-orm/migrations';

export class Migration20261128200425_position_choice extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`position_choice\` (\`id\` int unsigned not null auto_increment primary key, \`user_id\` int unsigned not null, \`account_instrument_id\` int unsigned not null, \`trade_key\` varchar(191) not null, \`choice\` varchar(220) not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`position_choice\` add index \`position_choice_user_id_index\`(\`user_id\`);`);
    this.addSql(`alter table \`position_choice\` add unique \`position_choice_account_instrument_id_trade_key_unique\`(\`account_instrument_id\`, \`trade_key\`);`);

    this.addSql(`alter table \`position_choice\` add constraint \`position_choice_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade;`);
    this.addSql(`alter table \`position_choice\` add constraint \`position_choice_account_instrument_id_foreign\` foreign key (\`account_instrument_id\`) references \`account_instrument\` (\`id\`) on update cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`position_choice\`;`);
  }

}
