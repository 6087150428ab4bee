import { Migration } from '@mikro-orm/migrations';

export class Migration20261128052337_datetime_milliseconds extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`candle\` modify \`time\` datetime(3) not null;`);

    this.addSql(`alter table \`candle_range\` modify \`start\` datetime(3) not null, modify \`end\` datetime(3) not null, modify \`stored_at\` datetime(3) not null;`);

    this.addSql(`alter table \`oauth_state\` modify \`expires_at\` datetime(3) not null;`);

    this.addSql(`alter table \`rate_limit_counter\` modify \`window_ends_at\` datetime(3) not null;`);

    this.addSql(`alter table \`user\` modify \`last_login_at\` datetime(3), modify \`trial_ends_at\` datetime(3), modify \`created_at\` datetime(3) not null, modify \`updated_at\` datetime(3) not null;`);

    this.addSql(`alter table \`two_factor\` modify \`enabled_at\` datetime(3), modify \`created_at\` datetime(3) not null;`);

    this.addSql(`alter table \`trade_import\` modify \`range_start\` datetime(3), modify \`range_end\` datetime(3), modify \`created_at\` datetime(3) not null;`);

    this.addSql(`alter table \`insight\` modify \`created_at\` datetime(3) not null;`);

    this.addSql(`alter table \`session\` modify \`created_at\` datetime(3) not null, modify \`last_seen_at\` datetime(3) not null, modify \`expires_at\` datetime(3) not null;`);

    this.addSql(`alter table \`psychology_assessment\` modify \`completed_at\` datetime(3) not null;`);

    this.addSql(`alter table \`playbook\` modify \`created_at\` datetime(3) not null;`);

    this.addSql(`alter table \`password_reset_token\` modify \`created_at\` datetime(3) not null, modify \`expires_at\` datetime(3) not null;`);

    this.addSql(`alter table \`journal_tag\` modify \`created_at\` datetime(3) not null;`);

    this.addSql(`alter table \`insight_run\` modify \`computed_at\` datetime(3) not null;`);

    this.addSql(`alter table \`demo_journal\` modify \`claimed_at\` datetime(3) not null, modify \`generated_at\` datetime(3);`);

    this.addSql(`alter table \`day_journal_entry\` modify \`updated_at\` datetime(3) not null;`);

    this.addSql(`alter table \`broker_connection\` modify \`created_at\` datetime(3) not null, modify \`updated_at\` datetime(3) not null, modify \`expires_at\` datetime(3);`);

    this.addSql(`alter table \`api_key\` modify \`created_at\` datetime(3) not null, modify \`last_used_at\` datetime(3), modify \`revoked_at\` datetime(3);`);

    this.addSql(`alter table \`trade_journal_entry\` modify \`updated_at\` datetime(3) not null;`);

    this.addSql(`alter table \`user_settings\` modify \`updated_at\` datetime(3) not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`candle\` modify \`time\` datetime not null;`);

    this.addSql(`alter table \`candle_range\` modify \`start\` datetime not null, modify \`end\` datetime not null, modify \`stored_at\` datetime not null;`);

    this.addSql(`alter table \`oauth_state\` modify \`expires_at\` datetime not null;`);

    this.addSql(`alter table \`rate_limit_counter\` modify \`window_ends_at\` datetime not null;`);

    this.addSql(`alter table \`user\` modify \`last_login_at\` datetime, modify \`trial_ends_at\` datetime, modify \`created_at\` datetime not null, modify \`updated_at\` datetime not null;`);

    this.addSql(`alter table \`two_factor\` modify \`enabled_at\` datetime, modify \`created_at\` datetime not null;`);

    this.addSql(`alter table \`trade_import\` modify \`range_start\` datetime, modify \`range_end\` datetime, modify \`created_at\` datetime not null;`);

    this.addSql(`alter table \`insight\` modify \`created_at\` datetime not null;`);

    this.addSql(`alter table \`session\` modify \`created_at\` datetime not null, modify \`last_seen_at\` datetime not null, modify \`expires_at\` datetime not null;`);

    this.addSql(`alter table \`psychology_assessment\` modify \`completed_at\` datetime not null;`);

    this.addSql(`alter table \`playbook\` modify \`created_at\` datetime not null;`);

    this.addSql(`alter table \`password_reset_token\` modify \`created_at\` datetime not null, modify \`expires_at\` datetime not null;`);

    this.addSql(`alter table \`journal_tag\` modify \`created_at\` datetime not null;`);

    this.addSql(`alter table \`insight_run\` modify \`computed_at\` datetime not null;`);

    this.addSql(`alter table \`demo_journal\` modify \`claimed_at\` datetime not null, modify \`generated_at\` datetime;`);

    this.addSql(`alter table \`day_journal_entry\` modify \`updated_at\` datetime not null;`);

    this.addSql(`alter table \`broker_connection\` modify \`created_at\` datetime not null, modify \`updated_at\` datetime not null, modify \`expires_at\` datetime;`);

    this.addSql(`alter table \`api_key\` modify \`created_at\` datetime not null, modify \`last_used_at\` datetime, modify \`revoked_at\` datetime;`);

    this.addSql(`alter table \`trade_journal_entry\` modify \`updated_at\` datetime not null;`);

    this.addSql(`alter table \`user_settings\` modify \`updated_at\` datetime not null;`);
  }

}
