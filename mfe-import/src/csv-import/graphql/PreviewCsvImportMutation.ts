import { gql } from '@apollo/client';
import { RECONCILIATION_FIELDS } from '../../reconciliation';

/** Reads the file and answers what importing it would add; the server stores nothing. */
export const PREVIEW_CSV_IMPORT_MUTATION = gql`
  ${RECONCILIATION_FIELDS}
  mutation PreviewCsvImport($input: CsvImportInput!) {
    previewCsvImport(input: $input) {
      platform
      platformName
      detected
      needsMapping
      columns
      suggestedMapping {
        date
        time
        symbol
        side
        quantity
        price
        commission
        fees
        account
        executionId
        exitDate
        exitTime
        exitPrice
      }
      executionCount
      newExecutionCount
      duplicateCount
      nothingNew
      roundTripCount
      openPositionCount
      totalNetPnl
      warnings
      reconciliation {
        ...ReconciliationFields
      }
      executions {
        line
        accountId
        symbol
        side
        quantity
        price
        commission
        fees
        executedAt
        duplicate
      }
      roundTrips {
        symbol
        side
        quantity
        entryPrice
        exitPrice
        entryTime
        exitTime
        netPnl
        status
      }
    }
  }
`;
