import { Migration } from '@mikro-orm/migrations';

export class Migration20261125034719_coaching extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`psychology_assessment\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`completed_at\` datetime not null, \`openness\` integer not null, \`conscientiousness\` integer not null, \`extraversion\` integer not null, \`agreeableness\` integer not null, \`neuroticism\` integer not null, \`risk_tolerance\` text not null, \`trading_experience\` text not null, \`preferred_timeframe\` text not null, \`emotional_control\` integer not null, \`discipline_level\` integer not null, \`trading_goals\` text not null, \`stress_handling\` text not null, \`responses\` text not null, constraint \`psychology_assessment_user_id_foreign\` foreign key(\`user_id\`) references \`user\`(\`id\`) on update cascade);`);
    this.addSql(`create index \`psychology_assessment_user_id_completed_at_index\` on \`psychology_assessment\` (\`user_id\`, \`completed_at\`);`);

    this.addSql(`create table \`playbook\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`version\` integer not null, \`assessment_id\` integer not null, \`created_at\` datetime not null, \`confidence_score\` integer not null, \`content\` text not null, constraint \`playbook_user_id_foreign\` foreign key(\`user_id\`) references \`user\`(\`id\`) on update cascade, constraint \`playbook_assessment_id_foreign\` foreign key(\`assessment_id\`) references \`psychology_assessment\`(\`id\`) on update cascade);`);
    this.addSql(`create index \`playbook_assessment_id_index\` on \`playbook\` (\`assessment_id\`);`);
    this.addSql(`create unique index \`playbook_user_id_version_unique\` on \`playbook\` (\`user_id\`, \`version\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`playbook\`;`);
    this.addSql(`drop table if exists \`psychology_assessment\`;`);
  }

}
