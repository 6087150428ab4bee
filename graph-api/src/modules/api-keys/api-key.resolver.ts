import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { callerOf, type GraphQLContext } from '../../graphql/context';
import { SESSION_ONLY } from '../auth';
import { ApiKeyError } from './api-key.errors';
import { ApiKeyService } from './api-key.service';
import { ApiKeyView, CreatedApiKeyView } from './api-key.types';

@Resolver()
export class ApiKeyResolver {
  constructor(private readonly apiKeyService: ApiKeyService) {}

  @Authorized()
  @Query(() => [ApiKeyView], { description: "The caller's API keys that still work, newest first." })
  async apiKeys(@Ctx() context: GraphQLContext): Promise<ApiKeyView[]> {
    return (await this.apiKeyService.list(context.em, callerOf(context).userId)).map(ApiKeyView.of);
  }

  @Authorized(SESSION_ONLY)
  @Mutation(() => CreatedApiKeyView)
  async createApiKey(@Arg('name') name: string, @Ctx() context: GraphQLContext): Promise<CreatedApiKeyView> {
    return CreatedApiKeyView.of(await this.apiKeyService.create(context.em, callerOf(context).userId, name));
  }

  @Authorized(SESSION_ONLY)
  @Mutation(() => Boolean)
  async revokeApiKey(@Arg('id', () => ID) id: string, @Ctx() context: GraphQLContext): Promise<boolean> {
    if (!/^\d{1,15}$/.test(id)) throw new ApiKeyError('api_key_not_found', 'That API key does not exist or was already revoked.');
    await this.apiKeyService.revoke(context.em, callerOf(context).userId, Number(id));
    return true;
  }
}
