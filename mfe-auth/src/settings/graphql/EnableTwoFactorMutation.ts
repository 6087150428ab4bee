import { gql } from '@apollo/client';

export const ENABLE_TWO_FACTOR_MUTATION = gql`
  mutation EnableTwoFactor($code: String!) {
    enableTwoFactor(code: $code) {
      id
      twoFactorEnabled
    }
  }
`;
