import { Migration } from '@mikro-orm/migrations';

export class Migration20261125034719_coaching extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`psychology_assessment\` (\`id\` int unsigned not null auto_increment primary key, \`user_id\` int unsigned not null, \`completed_at\` datetime not null, \`openness\` smallint not null, \`conscientiousness\` smallint not null, \`extraversion\` smallint not null, \`agreeableness\` smallint not null, \`neuroticism\` smallint not null, \`risk_tolerance\` varchar(16) not null, \`trading_experience\` varchar(16) not null, \`preferred_timeframe\` varchar(16) not null, \`emotional_control\` smallint not null, \`discipline_level\` smallint not null, \`trading_goals\` text not null, \`stress_handling\` varchar(16) not null, \`responses\` text not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`psychology_assessment\` add index \`psychology_assessment_user_id_completed_at_index\`(\`user_id\`, \`completed_at\`);`);

    this.addSql(`create table \`playbook\` (\`id\` int unsigned not null auto_increment primary key, \`user_id\` int unsigned not null, \`version\` int not null, \`assessment_id\` int unsigned not null, \`created_at\` datetime not null, \`confidence_score\` smallint not null, \`content\` text not null) default character set utf8mb4 engine = InnoDB;`);
    this.addSql(`alter table \`playbook\` add index \`playbook_assessment_id_index\`(\`assessment_id\`);`);
    this.addSql(`alter table \`playbook\` add unique \`playbook_user_id_version_unique\`(\`user_id\`, \`version\`);`);

    this.addSql(`alter table \`psychology_assessment\` add constraint \`psychology_assessment_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade;`);

    this.addSql(`alter table \`playbook\` add constraint \`playbook_user_id_foreign\` foreign key (\`user_id\`) references \`user\` (\`id\`) on update cascade;`);
    this.addSql(`alter table \`playbook\` add constraint \`playbook_assessment_id_foreign\` foreign key (\`assessment_id\`) references \`psychology_assessment\` (\`id\`) on update cascade;`);

  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`playbook\`;`);
    this.addSql(`drop table if exists \`psychology_assessment\`;`);
  }

}
