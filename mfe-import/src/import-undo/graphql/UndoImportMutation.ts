import { gql } from '@apollo/client';

export const UNDO_IMPORT_MUTATION = gql`
  mutation UndoImport($importId: ID!) {
    undoImport(importId: $importId) {
      fillsAdded
      tradesAdded
      import {
        id
        status
      }
    }
  }
`;
