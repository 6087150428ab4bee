import { gql } from '@apollo/client';
import { IMPORT_RECORD_FIELDS } from '../../import-center/graphql/ImportRecordFields';

export const IMPORT_CSV_MUTATION = gql`
  ${IMPORT_RECORD_FIELDS}
  mutation ImportCsv($input: CsvImportInput!) {
    importCsv(input: $input) {
      success
      message
      tradesImported
      executionsImported
      duplicatesSkipped
      processingTimeMs
      uploadId
      import {
        ...ImportRecordFields
        warnings
      }
    }
  }
`;
