import { Migration } from '@mikro-orm/migrations';

export class Migration20261129013031_history_sort_indexes extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index \`trade_user_id_net_pnl_index\` on \`trade\` (\`user_id\`, \`net_pnl\`);`);
    this.addSql(`create index \`trade_user_id_quantity_index\` on \`trade\` (\`user_id\`, \`quantity\`);`);
    this.addSql(`create index \`trade_user_id_direction_index\` on \`trade\` (\`user_id\`, \`direction\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index \`trade_user_id_net_pnl_index\`;`);
    this.addSql(`drop index \`trade_user_id_quantity_index\`;`);
    this.addSql(`drop index \`trade_user_id_direction_index\`;`);
  }

}
