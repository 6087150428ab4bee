import { gql } from '@apollo/client';

/** The broker catalogue and the settings the page starts from (default broker, timezone). */
export const IMPORT_CENTER_QUERY = gql`
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
    }
  }
`;
