import { gql } from '@apollo/client';

/** The file's own P&L against the journal's, as the preview, the result and Recent Imports show it. */
export const RECONCILIATION_FIELDS = gql`
  fragment ReconciliationFields on ImportReconciliation {
    broker
    ours
    difference
    reconciled
    symbols {
      symbol
      broker
      ours
      difference
      reasons {
        reason
        amount
      }
      unexplained
    }
  }
`;
