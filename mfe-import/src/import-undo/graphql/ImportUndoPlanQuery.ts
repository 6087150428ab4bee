import { gql } from '@apollo/client';

/** What undoing an import would remove and rebuild, asked for when the trader opens Undo. */
export const IMPORT_UNDO_PLAN_QUERY = gql`
  query ImportUndoPlan($importId: ID!) {
    importUndoPlan(importId: $importId) {
      canUndo
      fillsAdded
      tradesAdded
      laterFillsAffected
      notes
      positions {
        accountId
        symbol
        fillsRemoved
        fillsRemaining
        tradesBefore
        tradesAfter
        netPnlBefore
        netPnlAfter
      }
    }
  }
`;
