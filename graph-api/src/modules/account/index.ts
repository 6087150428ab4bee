// The public entry of modules/account: what other modules and app.ts may use (a lint refuses imports past it).
import { type ApiModule, standaloneWiring } from '../../api-module';
import { AccountResolver } from './account.resolver';
import { accountRoutes } from './account.routes';
import { wireAccount } from './wiring';

export const accountModule = {
  name: 'account',
  entities: [],
  resolvers: [AccountResolver],
  mount: ({ services: { account, callers } }) => ({ resolvers: [new AccountResolver(account)], routes: [accountRoutes({ account, callers })] }),
  services: standaloneWiring(wireAccount),
} satisfies ApiModule;

// What other modules may use.
export { accountSection } from './account.section';
export { AccountService } from './account.service';
