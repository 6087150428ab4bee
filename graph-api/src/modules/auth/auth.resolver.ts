import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { callerOf, type GraphQLContext } from '../../graphql/context';
import { User } from '../../infra/users';
import { SESSION_ONLY } from './access';
import { AuthService } from './auth.service';
import { AccountView, ChangePasswordInput, TwoFactorSetupView } from './auth.types';
import { TwoFactorService } from './two-factor.service';

@Resolver()
export class AuthResolver {
  constructor(
    private readonly auth: AuthService,
    private readonly twoFactor: TwoFactorService,
  ) {}

  @Authorized()
  @Query(() => AccountView)
  async me(@Ctx() context: GraphQLContext): Promise<AccountView> {
    return AccountView.of(await this.auth.currentUser(context.em, callerOf(context).userId));
  }

  @Authorized(SESSION_ONLY)
  @Mutation(() => Boolean, { description: 'Ends every other session of the user.' })
  async changePassword(@Arg('input') input: ChangePasswordInput, @Ctx() context: GraphQLContext): Promise<boolean> {
    await this.auth.changePassword(context.em, callerOf(context), input);
    return true;
  }

  @Authorized(SESSION_ONLY)
  @Mutation(() => TwoFactorSetupView, { description: 'A new secret to scan; two-factor is on only after enableTwoFactor proves it.' })
  async beginTwoFactorSetup(@Ctx() context: GraphQLContext): Promise<TwoFactorSetupView> {
    const user = await context.em.findOneOrFail(User, callerOf(context).userId);
    return Object.assign(new TwoFactorSetupView(), await this.twoFactor.beginSetup(context.em, user));
  }

  @Authorized(SESSION_ONLY)
  @Mutation(() => AccountView)
  async enableTwoFactor(@Arg('code') code: string, @Ctx() context: GraphQLContext): Promise<AccountView> {
    const { userId } = callerOf(context);
    await this.twoFactor.enable(context.em, userId, code.trim());
    return AccountView.of(await this.auth.currentUser(context.em, userId));
  }

  @Authorized(SESSION_ONLY)
  @Mutation(() => AccountView)
  async disableTwoFactor(@Arg('code') code: string, @Ctx() context: GraphQLContext): Promise<AccountView> {
    const { userId } = callerOf(context);
    await this.twoFactor.disable(context.em, userId, code.trim());
    return AccountView.of(await this.auth.currentUser(context.em, userId));
  }
}
