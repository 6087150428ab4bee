import { gql } from '@apollo/client';

/** Every setup and mistake tag of the trader, for the tag pickers and the history's tag filter. */
export const JOURNAL_TAGS_QUERY = gql`
  query JournalTags {
    journalTags {
      id
      kind
      name
      tradeCount
    }
  }
`;
