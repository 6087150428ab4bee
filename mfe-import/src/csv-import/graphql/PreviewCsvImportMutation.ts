import { gql } from '@apollo/client';

/** Reads the file and answers what importing it would add; the server stores nothing. */
export const PREVIEW_CSV_IMPORT_MUTATION = gql`
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
