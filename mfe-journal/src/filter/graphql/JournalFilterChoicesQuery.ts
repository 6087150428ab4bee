import { gql } from '@apollo/client';

/** The trader's own accounts and platforms, offered by the filter bar's Account and Platform (docs/filter-bar.md). */
export const JOURNAL_FILTER_CHOICES_QUERY = gql`
  query JournalFilterChoices {
    journalFilterChoices {
      accounts {
        name
        platform
      }
      platforms {
        id
        name
      }
    }
  }
`;
