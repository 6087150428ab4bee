import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { ImportMethodEnum } from '../imports';
import type { BrokerEntry, CredentialField } from '../../infra/platforms';
import type { BrokerSyncState } from './broker-sync.service';
import { BrokerSyncView } from './broker-sync.types';

export enum BrokerAuthTypeEnum {
  TOKEN = 'token',
  APIKEY = 'apikey',
  OAUTH = 'oauth',
}
registerEnumType(BrokerAuthTypeEnum, { name: 'BrokerAuthType' });

@ObjectType('CredentialField', { description: 'One input of a broker’s credentials form.' })
export class CredentialFieldView {
  @Field({ description: 'apiKey, secretKey, token or baseUrl' })
  name!: string;

  @Field()
  label!: string;

  @Field({ description: 'Masked in the form; never sent back by the server.' })
  secret!: boolean;

  @Field()
  required!: boolean;

  @Field(() => String, { nullable: true })
  placeholder!: string | null;

  @Field(() => [String], { description: 'The values allowed (baseUrl: the configured environments).' })
  options!: string[];

  static of(field: CredentialField, options: string[]): CredentialFieldView {
    return Object.assign(new CredentialFieldView(), { ...field, options });
  }
}

@ObjectType('Broker', { description: 'A platform of the broker catalogue (SPEC §3).' })
export class BrokerView {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field(() => ImportMethodEnum)
  type!: ImportMethodEnum;

  @Field()
  apiSupported!: boolean;

  @Field({ description: 'Whether files exported from it can be uploaded.' })
  csvSupported!: boolean;

  @Field()
  requiresAuth!: boolean;

  @Field(() => BrokerAuthTypeEnum, { nullable: true })
  authType!: BrokerAuthTypeEnum | null;

  @Field(() => String, { nullable: true })
  baseUrl!: string | null;

  @Field()
  documentation!: string;

  @Field(() => [String])
  csvFormats!: string[];

  @Field({ description: 'Credentials or an authorization are stored for this user.' })
  connected!: boolean;

  @Field(() => [CredentialFieldView])
  credentialFields!: CredentialFieldView[];

  @Field(() => BrokerSyncView, { nullable: true, description: 'Auto-import of this broker; null when nothing is stored for it.' })
  sync!: BrokerSyncView | null;

  static of(entry: BrokerEntry, connected: boolean, baseUrlOptions: string[], sync: BrokerSyncState | null = null): BrokerView {
    return Object.assign(new BrokerView(), {
      ...entry,
      type: entry.type as ImportMethodEnum,
      authType: entry.authType as BrokerAuthTypeEnum | null,
      connected,
      sync: sync ? BrokerSyncView.of(sync) : null,
      credentialFields: entry.credentialFields.map((field) => CredentialFieldView.of(field, field.name === 'baseUrl' ? baseUrlOptions : [])),
    });
  }
}
