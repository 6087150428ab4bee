/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type ChangePasswordInput = {
  /** Empty for an account that has no password yet (made with Google). */
  currentPassword: string;
  newPassword: string;
};

export type UpdateProfileInput = {
  email: string;
  /** Full name: the first word becomes the first name, the rest the last name. */
  name: string;
  timezone: string;
};

/** Only the fields given are changed. */
export type UpdateSettingsInput = {
  aiInsights?: boolean | null | undefined;
  autoImport?: boolean | null | undefined;
  dailySummary?: boolean | null | undefined;
  dataRetention?: string | null | undefined;
  defaultBroker?: string | null | undefined;
  notificationTime?: string | null | undefined;
  realTimeAnalysis?: boolean | null | undefined;
  riskAlerts?: boolean | null | undefined;
  riskPerTrade?: number | null | undefined;
  timezone?: string | null | undefined;
  usageAnalytics?: boolean | null | undefined;
  weeklyReport?: boolean | null | undefined;
};

export type ApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeysQuery = { apiKeys: Array<{ id: string, name: string, prefix: string, createdAt: string, lastUsedAt: string | null }> };

export type BeginTwoFactorSetupMutationVariables = Exact<{ [key: string]: never; }>;


export type BeginTwoFactorSetupMutation = { beginTwoFactorSetup: { secret: string, otpauthUrl: string, qrCodeDataUrl: string } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: boolean };

export type CreateApiKeyMutationVariables = Exact<{
  name: string;
}>;


export type CreateApiKeyMutation = { createApiKey: { token: string, apiKey: { id: string, name: string, prefix: string, createdAt: string, lastUsedAt: string | null } } };

export type DeleteAccountMutationVariables = Exact<{
  confirmUsername: string;
}>;


export type DeleteAccountMutation = { deleteAccount: boolean };

export type DisableTwoFactorMutationVariables = Exact<{
  code: string;
}>;


export type DisableTwoFactorMutation = { disableTwoFactor: { id: string, twoFactorEnabled: boolean } };

export type EnableTwoFactorMutationVariables = Exact<{
  code: string;
}>;


export type EnableTwoFactorMutation = { enableTwoFactor: { id: string, twoFactorEnabled: boolean } };

export type ResendEmailVerificationMutationVariables = Exact<{ [key: string]: never; }>;


export type ResendEmailVerificationMutation = { resendEmailVerification: string };

export type RevokeApiKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeApiKeyMutation = { revokeApiKey: boolean };

export type SettingsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsPageQuery = { me: { id: string, username: string, email: string, emailVerified: boolean, pendingEmail: string | null, firstName: string | null, lastName: string | null, hasPassword: boolean, twoFactorEnabled: boolean, lastLoginAt: string | null, lastLoginIp: string | null }, settings: { timezone: string, defaultBroker: string, riskPerTrade: number, autoImport: boolean, realTimeAnalysis: boolean, aiInsights: boolean, riskAlerts: boolean, dailySummary: boolean, weeklyReport: boolean, notificationTime: string, dataRetention: string, usageAnalytics: boolean } };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { id: string, email: string, emailVerified: boolean, pendingEmail: string | null, firstName: string | null, lastName: string | null } };

export type UpdateSettingsMutationVariables = Exact<{
  input: UpdateSettingsInput;
}>;


export type UpdateSettingsMutation = { updateSettings: { timezone: string, defaultBroker: string, riskPerTrade: number, autoImport: boolean, realTimeAnalysis: boolean, aiInsights: boolean, riskAlerts: boolean, dailySummary: boolean, weeklyReport: boolean, notificationTime: string, dataRetention: string, usageAnalytics: boolean } };

export type UserSettingsFieldsFragment = { timezone: string, defaultBroker: string, riskPerTrade: number, autoImport: boolean, realTimeAnalysis: boolean, aiInsights: boolean, riskAlerts: boolean, dailySummary: boolean, weeklyReport: boolean, notificationTime: string, dataRetention: string, usageAnalytics: boolean };
