import { gql } from '@apollo/client';
import { IMPORT_RECORD_FIELDS } from '../../import-center/graphql/ImportRecordFields';

export const IMPORT_FROM_BROKER_MUTATION = gql`
  ${IMPORT_RECORD_FIELDS}
  mutation ImportFromBroker($input: BrokerImportInput!) {
    importFromBroker(input: $input) {
      success
      message
      correlationId
      totalTrades
      import {
        ...ImportRecordFields
      }
    }
  }
`;
