import { Field, ID, InputType, ObjectType } from 'type-graphql';
import type { CurrentUser } from './current-user';

@ObjectType('Account', { description: 'The signed-in user (CurrentUser of the REST API).' })
export class AccountView {
  @Field(() => ID)
  id!: string;

  @Field()
  username!: string;

  @Field()
  email!: string;

  @Field({ description: 'Whether the owner proved they read this address (a mailed link opened, a password reset, or Google).' })
  emailVerified!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'The new address a change of email waits on: its confirmation link was mailed and not yet opened.',
  })
  pendingEmail!: string | null;

  @Field(() => String, { nullable: true })
  firstName!: string | null;

  @Field(() => String, { nullable: true })
  lastName!: string | null;

  @Field(() => String, { nullable: true })
  profileImageUrl!: string | null;

  @Field({ description: 'False for an account made with Google that never set a password.' })
  hasPassword!: boolean;

  @Field()
  twoFactorEnabled!: boolean;

  @Field(() => Date, { nullable: true })
  lastLoginAt!: Date | null;

  @Field(() => String, { nullable: true })
  lastLoginIp!: string | null;

  @Field(() => Date, { nullable: true })
  trialEndsAt!: Date | null;

  @Field()
  createdAt!: Date;

  @Field({ description: "The user's Usage Analytics setting: the consent to third-party analytics (page views and events)." })
  usageAnalytics!: boolean;
  @Field({ description: 'True for the demo journal: generated sample data, read-only.' })
  demo!: boolean;

  static of(user: CurrentUser): AccountView {
    return Object.assign(new AccountView(), { ...user, id: String(user.id) });
  }
}

@ObjectType('TwoFactorSetup')
export class TwoFactorSetupView {
  @Field({ description: 'Base32, for typing into an authenticator app by hand.' })
  secret!: string;

  @Field()
  otpauthUrl!: string;

  @Field({ description: 'The otpauth URL as a QR code (a PNG data: URL).' })
  qrCodeDataUrl!: string;
}

@InputType()
export class ChangePasswordInput {
  @Field({ description: 'Empty for an account that has no password yet (made with Google).' })
  currentPassword!: string;

  @Field()
  newPassword!: string;
}
