import { gql } from '@apollo/client';

/** The tag of that kind and name, created when there is none (names are matched whatever their case). */
export const CREATE_JOURNAL_TAG_MUTATION = gql`
  mutation CreateJournalTag($kind: TagKind!, $name: String!) {
    createJournalTag(kind: $kind, name: $name) {
      id
      kind
      name
      tradeCount
    }
  }
`;
