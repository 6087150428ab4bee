import { Migration } from '@mikro-orm/migrations';

export class Migration20261128055745_email_verification extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`email_link\` (\`id\` int unsigned not null auto_increment primary key, \`token_hash\` varchar(64) not null, \`user_id\` int unsigned not null, \`email\` varchar(255) not null, \`created_at\` datetime(3) not null, \`expires_at\` datetime(3) not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`email_link\` add unique \`email_link_token_hash_unique\`(\`token_hash\`);`);
    this.addSql(`alter table \`email_link\` add index \`email_link_user_id_index\`(\`user_id\`);`);

    this.addSql(`alter table \`email_link\` add constraint \`email_link_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade;`);

    this.addSql(`alter table \`user\` add \`email_verified_at\` datetime(3) null;`);

    // An address Google vouched for (the account is linked to a Google identity) counts as verified.
    this.addSql(`update \`user\` set \`email_verified_at\` = \`created_at\` where \`google_id\` is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`email_link\`;`);

    this.addSql(`alter table \`user\` drop column \`email_verified_at\`;`);
  }

}
