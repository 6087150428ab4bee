import { gql } from '@apollo/client';

/** A tag's new name, everywhere it is used (a name its kind already has is refused: merge instead). */
export const RENAME_JOURNAL_TAG_MUTATION = gql`
  mutation RenameJournalTag($id: ID!, $name: String!) {
    renameJournalTag(id: $id, name: $name) {
      id
      kind
      name
      tradeCount
    }
  }
`;

/** Moves the source tag's trades onto the target (same kind) and deletes the source; answers the target. */
export const MERGE_JOURNAL_TAGS_MUTATION = gql`
  mutation MergeJournalTags($sourceId: ID!, $targetId: ID!) {
    mergeJournalTags(sourceId: $sourceId, targetId: $targetId) {
      id
      kind
      name
      tradeCount
    }
  }
`;
