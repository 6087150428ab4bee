import { gql } from '@apollo/client';

export const SAVE_DAY_JOURNAL_ENTRY_MUTATION = gql`
  mutation SaveDayJournalEntry($date: String!, $input: DayJournalInput!) {
    saveDayJournalEntry(date: $date, input: $input) {
      date
      plan
      review
      updatedAt
    }
  }
`;
