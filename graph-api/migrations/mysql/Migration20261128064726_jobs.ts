import { Migration } from '@mikro-orm/migrations';

export class Migration20261128064726_jobs extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`job\` (\`id\` int unsigned not null auto_increment primary key, \`kind\` varchar(64) not null, \`payload\` text not null, \`user_id\` int null, \`state\` varchar(16) not null, \`run_at\` datetime(3) not null, \`attempts\` int not null default 0, \`max_attempts\` int not null, \`lease_owner\` varchar(64) null, \`lease_expires_at\` datetime(3) null, \`last_error\` varchar(1000) null, \`idempotency_key\` varchar(191) null, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`finished_at\` datetime(3) null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`job\` add unique \`job_idempotency_key_unique\`(\`idempotency_key\`);`);
    this.addSql(`alter table \`job\` add index \`job_user_id_state_index\`(\`user_id\`, \`state\`);`);
    this.addSql(`alter table \`job\` add index \`job_state_lease_expires_at_index\`(\`state\`, \`lease_expires_at\`);`);
    this.addSql(`alter table \`job\` add index \`job_state_run_at_index\`(\`state\`, \`run_at\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`job\`;`);
  }

}
