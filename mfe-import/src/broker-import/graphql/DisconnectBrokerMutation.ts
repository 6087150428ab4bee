import { gql } from '@apollo/client';

export const DISCONNECT_BROKER_MUTATION = gql`
  mutation DisconnectBroker($platform: String!) {
    disconnectBroker(platform: $platform) {
      id
      connected
    }
  }
`;
