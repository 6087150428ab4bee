import { Migration } from '@mikro-orm/migrations';

export class Migration20261128130220_broker_sync extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`broker_connection\` add \`sync_time\` varchar(5) null, add \`last_sync_at\` datetime(3) null, add \`last_sync_attempt_at\` datetime(3) null, add \`last_sync_trades\` int not null default 0, add \`last_sync_error\` varchar(1000) null, add \`auth_lost_at\` datetime(3) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`broker_connection\` drop column \`sync_time\`, drop column \`last_sync_at\`, drop column \`last_sync_attempt_at\`, drop column \`last_sync_trades\`, drop column \`last_sync_error\`, drop column \`auth_lost_at\`;`);
  }

}
