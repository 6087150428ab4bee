import { Migration } from '@mikro-orm/migrations';

export class Migration20261122190216_create_user extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`user\` (\`id\` int unsigned not null auto_increment primary key, \`username\` varchar(64) not null, \`email\` varchar(255) not null, \`password_hash\` varchar(255) null, \`google_id\` varchar(255) null, \`first_name\` varchar(100) null, \`last_name\` varchar(100) null, \`profile_image_url\` varchar(2048) null, \`created_at\` datetime not null, \`updated_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`user\` add unique \`user_username_unique\`(\`username\`);`);
    this.addSql(`alter table \`user\` add unique \`user_email_unique\`(\`email\`);`);
    this.addSql(`alter table \`user\` add unique \`user_google_id_unique\`(\`google_id\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`user\`;`);
  }

}
