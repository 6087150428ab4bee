import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { callerOf, type GraphQLContext } from '../../graphql/context';
import { SESSION_ONLY } from '../auth/access';
import { AuthService } from '../auth/auth.service';
import { AccountView } from '../auth/auth.types';
import { SettingsService } from './settings.service';
import { UpdateProfileInput, UpdateSettingsInput, UserSettingsView } from './settings.types';

@Resolver()
export class SettingsResolver {
  constructor(
    private readonly settingsService: SettingsService,
    private readonly auth: AuthService,
  ) {}

  @Authorized()
  @Query(() => UserSettingsView)
  async settings(@Ctx() context: GraphQLContext): Promise<UserSettingsView> {
    return UserSettingsView.of(await this.settingsService.get(context.em, callerOf(context).userId));
  }

  @Authorized()
  @Mutation(() => UserSettingsView)
  async updateSettings(@Arg('input') input: UpdateSettingsInput, @Ctx() context: GraphQLContext): Promise<UserSettingsView> {
    return UserSettingsView.of(await this.settingsService.update(context.em, callerOf(context).userId, { ...input }));
  }

  /** Session only: the email is where reset links go, so a leaked API key must not change it. */
  @Authorized(SESSION_ONLY)
  @Mutation(() => AccountView)
  async updateProfile(@Arg('input') input: UpdateProfileInput, @Ctx() context: GraphQLContext): Promise<AccountView> {
    const { userId } = callerOf(context);
    await this.settingsService.updateProfile(context.em, userId, input);
    return AccountView.of(await this.auth.currentUser(context.em, userId));
  }
}
