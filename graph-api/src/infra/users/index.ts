// The public entry of infra/users: what other modules and app.ts may use (a lint refuses imports past it).
import { type ApiModule, NOTHING_MOUNTED } from '../../api-module';
import { User } from './user.entity';

export const usersModule: ApiModule = { name: 'users', entities: [User], resolvers: [], mount: () => NOTHING_MOUNTED };

// What other modules may use.
export { UserDataRegistry, type UserDataArchive, type UserDataSection } from './user-data';
export { User } from './user.entity';
