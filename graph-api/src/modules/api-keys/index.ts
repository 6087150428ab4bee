// The public entry of modules/api-keys: what other modules and app.ts may use (a lint refuses imports past it).
import { type ApiModule, standaloneWiring } from '../../api-module';
import { ApiKey } from './api-key.entity';
import { ApiKeyResolver } from './api-key.resolver';
import { wireApiKeys } from './wiring';

export const apiKeysModule = {
  name: 'api-keys',
  entities: [ApiKey],
  resolvers: [ApiKeyResolver],
  mount: ({ services: { apiKeys } }) => ({ resolvers: [new ApiKeyResolver(apiKeys)], routes: [] }),
  services: standaloneWiring(wireApiKeys),
} satisfies ApiModule;

// What other modules may use.
export { apiKeysSection } from './api-key.section';
export { ApiKeyService } from './api-key.service';
