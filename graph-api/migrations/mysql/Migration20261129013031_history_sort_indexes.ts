import { Migration } from '@mikro-orm/migrations';

export class Migration20261129013031_history_sort_indexes extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`trade\` add index \`trade_user_id_net_pnl_index\`(\`user_id\`, \`net_pnl\`);`);
    this.addSql(`alter table \`trade\` add index \`trade_user_id_quantity_index\`(\`user_id\`, \`quantity\`);`);
    this.addSql(`alter table \`trade\` add index \`trade_user_id_direction_index\`(\`user_id\`, \`direction\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`trade\` drop index \`trade_user_id_net_pnl_index\`;`);
    this.addSql(`alter table \`trade\` drop index \`trade_user_id_quantity_index\`;`);
    this.addSql(`alter table \`trade\` drop index \`trade_user_id_direction_index\`;`);
  }

}
