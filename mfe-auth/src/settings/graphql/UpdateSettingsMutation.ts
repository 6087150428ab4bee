import { gql } from '@apollo/client';
import { USER_SETTINGS_FIELDS } from './UserSettingsFields';

export const UPDATE_SETTINGS_MUTATION = gql`
  ${USER_SETTINGS_FIELDS}
  mutation UpdateSettings($input: UpdateSettingsInput!) {
    updateSettings(input: $input) {
      ...UserSettingsFields
    }
  }
`;
