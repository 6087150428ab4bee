import { gql } from '@apollo/client';

/** One trading day's plan and review (empty when nothing is written). */
export const DAY_JOURNAL_ENTRY_QUERY = gql`
  query DayJournalEntry($date: String!) {
    dayJournalEntry(date: $date) {
      date
      plan
      review
      updatedAt
    }
  }
`;
