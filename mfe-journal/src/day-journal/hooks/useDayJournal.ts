import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { DayJournalEntriesQuery, DayJournalEntriesQueryVariables, SaveDayJournalEntryMutation, SaveDayJournalEntryMutationVariables } from '../../__generated__/graphql';
import { DAY_JOURNAL_ENTRIES_QUERY } from '../graphql/DayJournalEntriesQuery';
import { SAVE_DAY_JOURNAL_ENTRY_MUTATION } from '../graphql/SaveDayJournalEntryMutation';
import { messageOf } from '../../trades/utils/requestMessage';

const lastDayOf = (month: string) => {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, monthNumber, 0)).getUTCDate()).padStart(2, '0')}`;
};

/** The journal entries of a month (for the calendar's marks and the day panel), and saving a day's. */
export function useDayJournal(month: string) {
  const entries = useQuery<DayJournalEntriesQuery, DayJournalEntriesQueryVariables>(DAY_JOURNAL_ENTRIES_QUERY, { variables: { from: `${month}-01`, to: lastDayOf(month) } });
  const [saveEntry] = useMutation<SaveDayJournalEntryMutation, SaveDayJournalEntryMutationVariables>(SAVE_DAY_JOURNAL_ENTRY_MUTATION);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [savedDate, setSavedDate] = useState<string | null>(null);
  const list = entries.data?.dayJournalEntries ?? [];

  const save = async (date: string, entry: { plan: string; review: string }) => {
    setSaving(true);
    setError(null);
    setSavedDate(null);
    try {
      await saveEntry({ variables: { date, input: entry } });
      setSavedDate(date);
      void entries.refetch();
    } catch (failure) {
      // The server's words when it refused (a text too long, the read-only demo journal).
      setError(messageOf(failure, 'The journal entry could not be saved. Please try again.'));
    } finally {
      setSaving(false);
    }
  };

  return {
    entryDates: new Set(list.filter((entry) => entry.plan || entry.review).map((entry) => entry.date)),
    save,
    saving,
    error,
    savedDate,
  };
}
