import type { ApiModule } from '../../api-module';
import { HealthResolver } from './health.resolver';
import { healthRoutes } from './health.routes';
import { HealthService } from './health.service';

export const healthModule: ApiModule = {
  name: 'health',
  entities: [],
  resolvers: [HealthResolver],
  mount: ({ orm, config, services }) => {
    const health = new HealthService(orm, config.database.kind, services.clock);
    return { resolvers: [new HealthResolver(health)], routes: [healthRoutes(health, () => services.jobs.state())] };
  },
};
