import { gql } from '@apollo/client';

export const DISABLE_TWO_FACTOR_MUTATION = gql`
  mutation DisableTwoFactor($code: String!) {
    disableTwoFactor(code: $code) {
      id
      twoFactorEnabled
    }
  }
`;
