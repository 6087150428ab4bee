import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { HealthService } from './health.service';
import { Health } from './health.types';

@Resolver()
export class HealthResolver {
  constructor(private readonly healthService: HealthService) {}

  @Query(() => Health, { description: 'Public, so that monitors can poll it without signing in.' })
  health(@Ctx() { em, req }: GraphQLContext): Promise<Health> {
    return this.healthService.check(em, req.log);
  }
}
