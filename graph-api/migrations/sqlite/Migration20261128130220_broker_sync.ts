import { Migration } from '@mikro-orm/migrations';

export class Migration20261128130220_broker_sync extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`broker_connection\` add column \`sync_time\` text null;`);
    this.addSql(`alter table \`broker_connection\` add column \`last_sync_at\` datetime null;`);
    this.addSql(`alter table \`broker_connection\` add column \`last_sync_attempt_at\` datetime null;`);
    this.addSql(`alter table \`broker_connection\` add column \`last_sync_trades\` integer not null default 0;`);
    this.addSql(`alter table \`broker_connection\` add column \`last_sync_error\` text null;`);
    this.addSql(`alter table \`broker_connection\` add column \`auth_lost_at\` datetime null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`broker_connection\` drop column \`sync_time\`;`);
    this.addSql(`alter table \`broker_connection\` drop column \`last_sync_at\`;`);
    this.addSql(`alter table \`broker_connection\` drop column \`last_sync_attempt_at\`;`);
    this.addSql(`alter table \`broker_connection\` drop column \`last_sync_trades\`;`);
    this.addSql(`alter table \`broker_connection\` drop column \`last_sync_error\`;`);
    this.addSql(`alter table \`broker_connection\` drop column \`auth_lost_at\`;`);
  }

}
