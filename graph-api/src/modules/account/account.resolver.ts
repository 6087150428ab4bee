import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import { callerOf, type GraphQLContext } from '../../graphql/context';
import { clearSessionCookie, SESSION_ONLY } from '../auth';
import { AccountService } from './account.service';

@Resolver()
export class AccountResolver {
  constructor(private readonly account: AccountService) {}

  @Authorized(SESSION_ONLY)
  @Mutation(() => Boolean, { description: 'Deletes the account and all its data; confirmUsername must be the username.' })
  async deleteAccount(@Arg('confirmUsername') confirmUsername: string, @Ctx() context: GraphQLContext): Promise<boolean> {
    await this.account.deleteAccount(context.em, callerOf(context).userId, confirmUsername);
    clearSessionCookie(context.req, context.res);
    return true;
  }
}
