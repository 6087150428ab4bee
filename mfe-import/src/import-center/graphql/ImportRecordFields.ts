import { gql } from '@apollo/client';
import { RECONCILIATION_FIELDS } from '../../reconciliation';

/** One entry of the import history, as Recent Imports shows it and the import mutations answer it. */
export const IMPORT_RECORD_FIELDS = gql`
  ${RECONCILIATION_FIELDS}
  fragment ImportRecordFields on ImportRecord {
    id
    createdAt
    platform
    platformName
    method
    status
    fileName
    tradesCount
    executionsCount
    duplicatesSkipped
    errors
    reconciled
    reconciliation {
      ...ReconciliationFields
    }
  }
`;
