import { Migration } from '@mikro-orm/migrations';

export class Migration20261128093439_notifications extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`notification\` (\`id\` int unsigned not null auto_increment primary key, \`user_id\` int unsigned not null, \`kind\` varchar(16) not null, \`title\` varchar(200) not null, \`text\` varchar(1000) not null, \`link\` varchar(500) not null, \`dedupe_key\` varchar(191) not null, \`created_at\` datetime(3) not null, \`read_at\` datetime(3) null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`notification\` add index \`notification_user_id_created_at_index\`(\`user_id\`, \`created_at\`);`);
    this.addSql(`alter table \`notification\` add unique \`notification_user_id_dedupe_key_unique\`(\`user_id\`, \`dedupe_key\`);`);

    this.addSql(`alter table \`notification\` add constraint \`notification_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`notification\`;`);
  }

}
