// The public entry of modules/api-keys: what other modules and app.ts may use (a lint refuses imports past it).
import type { ApiModule } from '../../api-module';
import { ApiKey } from './api-key.entity';
import { ApiKeyResolver } from './api-key.resolver';

export const apiKeysModule: ApiModule = {
  name: 'api-keys',
  entities: [ApiKey],
  resolvers: [ApiKeyResolver],
  mount: ({ services: { apiKeys } }) => ({ resolvers: [new ApiKeyResolver(apiKeys)], routes: [] }),
};

// What other modules may use.
export { apiKeysSection } from './api-key.section';
export { ApiKeyService } from './api-key.service';
export { wireApiKeys } from './wiring';
