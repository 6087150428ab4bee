import { gql } from '@apollo/client';

export const CREATE_API_KEY_MUTATION = gql`
  mutation CreateApiKey($name: String!) {
    createApiKey(name: $name) {
      token
      apiKey {
        id
        name
        prefix
        createdAt
        lastUsedAt
      }
    }
  }
`;
