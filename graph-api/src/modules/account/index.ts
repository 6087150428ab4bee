// The public entry of modules/account: what other modules and app.ts may use (a lint refuses imports past it).
import type { ApiModule } from '../../api-module';
import { AccountResolver } from './account.resolver';
import { accountRoutes } from './account.routes';

export const accountModule: ApiModule = {
  name: 'account',
  entities: [],
  resolvers: [AccountResolver],
  mount: ({ services: { account, callers } }) => ({ resolvers: [new AccountResolver(account)], routes: [accountRoutes({ account, callers })] }),
};

// What other modules may use.
export { accountSection } from './account.section';
export { AccountService } from './account.service';
export { wireAccount } from './wiring';
