import { gql } from '@apollo/client';

export const BEGIN_TWO_FACTOR_SETUP_MUTATION = gql`
  mutation BeginTwoFactorSetup {
    beginTwoFactorSetup {
      secret
      otpauthUrl
      qrCodeDataUrl
    }
  }
`;
