import { gql } from '@apollo/client';
import { USER_SETTINGS_FIELDS } from './UserSettingsFields';

export const SETTINGS_PAGE_QUERY = gql`
  ${USER_SETTINGS_FIELDS}
  query SettingsPage {
    me {
      id
      username
      email
      emailVerified
      pendingEmail
      firstName
      lastName
      hasPassword
      twoFactorEnabled
      lastLoginAt
      lastLoginIp
    }
    settings {
      ...UserSettingsFields
    }
  }
`;
