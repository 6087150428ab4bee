import { Field, ID, ObjectType } from 'type-graphql';
import type { ApiKey } from './api-key.entity';
import type { CreatedApiKey } from './api-key.service';

@ObjectType('ApiKey', { description: 'A personal API key, without its secret.' })
export class ApiKeyView {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field({ description: 'The first characters of the token, to tell keys apart.' })
  prefix!: string;

  @Field()
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  lastUsedAt!: Date | null;

  static of(apiKey: ApiKey): ApiKeyView {
    return Object.assign(new ApiKeyView(), {
      id: String(apiKey.id),
      name: apiKey.name,
      prefix: apiKey.prefix,
      createdAt: apiKey.createdAt,
      lastUsedAt: apiKey.lastUsedAt,
    });
  }
}

@ObjectType('CreatedApiKey')
export class CreatedApiKeyView {
  @Field(() => ApiKeyView)
  apiKey!: ApiKeyView;

  @Field({ description: 'The whole token. Shown only in this answer: it is not stored.' })
  token!: string;

  static of({ apiKey, token }: CreatedApiKey): CreatedApiKeyView {
    return Object.assign(new CreatedApiKeyView(), { apiKey: ApiKeyView.of(apiKey), token });
  }
}
