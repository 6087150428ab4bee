// The public entry of infra/remotes: what other modules and app.ts may use (a lint refuses imports past it).
import type { ApiModule } from '../../api-module';
import { remotesRoutes } from './remotes.routes';

export const remotesModule: ApiModule = {
  name: 'remotes',
  entities: [],
  resolvers: [],
  mount: ({ config }) => ({ resolvers: [], routes: [remotesRoutes(config.remotes)] }),
};

// What other modules may use.
export { loadRemoteRegistry, type RemoteRegistry } from './remote-registry';
