import { gql } from '@apollo/client';
import { BROKER_SYNC_FIELDS } from '../../broker-import/graphql/BrokerSyncMutations';

/** The broker catalogue, each connection's Auto-import state, and the settings the page starts from (default broker, timezone, Auto-import). */
export const IMPORT_CENTER_QUERY = gql`
  ${BROKER_SYNC_FIELDS}
  query ImportCenter {
    brokers {
      id
      name
      type
      apiSupported
      csvSupported
      requiresAuth
      authType
      documentation
      csvFormats
      connected
      sync {
        ...BrokerSyncFields
      }
      credentialFields {
        name
        label
        secret
        required
        placeholder
        options
      }
    }
    settings {
      defaultBroker
      timezone
      autoImport
    }
  }
`;
