import { useMemo } from 'react';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import type { DayJournalEntriesQuery, DayJournalEntriesQueryVariables, SaveDayJournalEntryMutation, SaveDayJournalEntryMutationVariables } from '../../__generated__/graphql';
import { DAY_JOURNAL_ENTRIES_QUERY } from '../graphql/DayJournalEntriesQuery';
import { SAVE_DAY_JOURNAL_ENTRY_MUTATION } from '../graphql/SaveDayJournalEntryMutation';
import { useJournalSave } from '../../trades/hooks/useJournalSave';

const lastDayOf = (month: string) => {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, monthNumber, 0)).getUTCDate()).padStart(2, '0')}`;
};

/**
 * The journal entries of a month (for the calendar's marks and the day panel), and saving a day's.
 * `month` is null while the page does not know yet which month it shows: nothing is asked until then.
 */
export function useDayJournal(month: string | null) {
  const entries = useQuery<DayJournalEntriesQuery, DayJournalEntriesQueryVariables>(
    DAY_JOURNAL_ENTRIES_QUERY,
    month === null ? skipToken : { variables: { from: `${month}-01`, to: lastDayOf(month) } },
  );
  const [saveEntry] = useMutation<SaveDayJournalEntryMutation, SaveDayJournalEntryMutationVariables>(SAVE_DAY_JOURNAL_ENTRY_MUTATION);
  const saves = useJournalSave<string>();
  const list = entries.data?.dayJournalEntries;
  // The same set until the entries change: the dashboard's cards are drawn again only then.
  const entryDates = useMemo(() => new Set((list ?? []).filter((entry) => entry.plan || entry.review).map((entry) => entry.date)), [list]);

  // A refusal says the server's words (a text too long, the read-only demo journal).
  const save = (date: string, entry: { plan: string; review: string }) =>
    saves.save(
      date,
      async () => {
        await saveEntry({ variables: { date, input: entry } });
        void entries.refetch();
      },
      'The journal entry could not be saved. Please try again.',
    );

  return {
    entryDates,
    save,
    saving: saves.saving,
    error: saves.error,
    savedDate: saves.savedKey,
  };
}
