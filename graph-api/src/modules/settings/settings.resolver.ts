import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { callerOf, type GraphQLContext } from '../../graphql/context';
import { AccountView, AuthService, EmailLinkService, SESSION_ONLY } from '../auth';
import { SettingsService } from './settings.service';
import { UpdateProfileInput, UpdateSettingsInput, UserSettingsView } from './settings.types';

@Resolver()
export class SettingsResolver {
  constructor(
    private readonly settingsService: SettingsService,
    private readonly auth: AuthService,
    private readonly emailLinks: EmailLinkService,
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

  /**
   * Session only: the email is where reset links go, so a leaked API key must not change it. A new
   * email is not set here: the answer's pendingEmail is the address its confirmation link went to
   * (said the same whether or not it is taken), and `email` stays until the link is opened.
   */
  @Authorized(SESSION_ONLY)
  @Mutation(() => AccountView)
  async updateProfile(@Arg('input') input: UpdateProfileInput, @Ctx() context: GraphQLContext): Promise<AccountView> {
    const { userId } = callerOf(context);
    await this.settingsService.updateProfile(context.em, userId, input);
    return AccountView.of(await this.auth.currentUser(context.em, userId));
  }

  /** Mails a new link for an address still unverified (throttled); answers what was done. */
  @Authorized(SESSION_ONLY)
  @Mutation(() => String)
  async resendEmailVerification(@Ctx() context: GraphQLContext): Promise<string> {
    return this.emailLinks.resendVerification(context.em, callerOf(context).userId);
  }
}
