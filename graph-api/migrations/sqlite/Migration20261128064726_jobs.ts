import { Migration } from '@mikro-orm/migrations';

export class Migration20261128064726_jobs extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`job\` (\`id\` integer not null primary key autoincrement, \`kind\` text not null, \`payload\` text not null, \`user_id\` integer null, \`state\` text not null, \`run_at\` datetime not null, \`attempts\` integer not null default 0, \`max_attempts\` integer not null, \`lease_owner\` text null, \`lease_expires_at\` datetime null, \`last_error\` text null, \`idempotency_key\` text null, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`finished_at\` datetime null);`);
    this.addSql(`create unique index \`job_idempotency_key_unique\` on \`job\` (\`idempotency_key\`);`);
    this.addSql(`create index \`job_user_id_state_index\` on \`job\` (\`user_id\`, \`state\`);`);
    this.addSql(`create index \`job_state_lease_expires_at_index\` on \`job\` (\`state\`, \`lease_expires_at\`);`);
    this.addSql(`create index \`job_state_run_at_index\` on \`job\` (\`state\`, \`run_at\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`job\`;`);
  }

}
