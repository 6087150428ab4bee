import { gql } from '@apollo/client';

/** The days of a span (the calendar's month) that have a journal entry. */
export const DAY_JOURNAL_ENTRIES_QUERY = gql`
  query DayJournalEntries($from: String!, $to: String!) {
    dayJournalEntries(from: $from, to: $to) {
      date
      plan
      review
      updatedAt
    }
  }
`;
