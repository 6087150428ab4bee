import { gql } from '@apollo/client';
import { IMPORT_RECORD_FIELDS } from './ImportRecordFields';

export const RECENT_IMPORTS_QUERY = gql`
  ${IMPORT_RECORD_FIELDS}
  query RecentImports($limit: Int!) {
    recentImports(limit: $limit) {
      ...ImportRecordFields
    }
    importCount
  }
`;
