import { Migration } from '@mikro-orm/migrations';

export class Migration20261128055744_email_verification extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`email_link\` (\`id\` integer not null primary key autoincrement, \`token_hash\` text not null, \`user_id\` integer not null, \`email\` text not null, \`created_at\` datetime not null, \`expires_at\` datetime not null, constraint \`email_link_user_id_foreign\` foreign key(\`user_id\`) references \`user\`(\`id\`) on update cascade);`);
    this.addSql(`create unique index \`email_link_token_hash_unique\` on \`email_link\` (\`token_hash\`);`);
    this.addSql(`create index \`email_link_user_id_index\` on \`email_link\` (\`user_id\`);`);

    this.addSql(`alter table \`user\` add column \`email_verified_at\` datetime null;`);

    // An address Google vouched for (the account is linked to a Google identity) counts as verified.
    this.addSql(`update \`user\` set \`email_verified_at\` = \`created_at\` where \`google_id\` is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`email_link\`;`);

    this.addSql(`alter table \`user\` drop column \`email_verified_at\`;`);
  }

}
