import { gql } from '@apollo/client';

export const API_KEYS_QUERY = gql`
  query ApiKeys {
    apiKeys {
      id
      name
      prefix
      createdAt
      lastUsedAt
    }
  }
`;
