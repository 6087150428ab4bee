import { Field, Int, ObjectType } from 'type-graphql';
import type { DatabaseKind } from '../../db/database-config';
import type { DatabaseStatus, HealthReport } from './health.service';

@ObjectType('DatabaseHealth', { description: 'The database the API uses and whether it answers.' })
export class DatabaseHealth implements DatabaseStatus {
  @Field(() => String, { description: 'Either sqlite or mysql.' })
  kind!: DatabaseKind;

  @Field(() => Boolean)
  ok!: boolean;

  @Field(() => Int, { description: 'How long `select 1` took, in milliseconds.' })
  latencyMs!: number;

  @Field(() => Int, { nullable: true, description: 'Migrations not yet applied; null when the database did not answer.' })
  pendingMigrations!: number | null;
}

@ObjectType('Health', { description: 'Whether the API can serve requests.' })
export class Health implements HealthReport {
  @Field(() => String, { description: 'Either ok, or error when the database does not answer.' })
  status!: 'ok' | 'error';

  @Field(() => DatabaseHealth)
  database!: DatabaseHealth;

  @Field(() => String, { description: 'The API package version.' })
  version!: string;
}
