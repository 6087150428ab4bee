import { useId } from 'react';
import { useQuery } from '@apollo/client/react';
import type { DayJournalEntryQuery, DayJournalEntryQueryVariables } from '../../__generated__/graphql';
import { DAY_JOURNAL_ENTRY_QUERY } from '../graphql/DayJournalEntryQuery';
import type { useDayJournal } from '../hooks/useDayJournal';
import { DayJournalForm } from './DayJournalForm';

/** A day's journal entry inside the day's panel: the plan before the session and the review after. */
export function DayJournalSection({ date, journal }: { date: string; journal: ReturnType<typeof useDayJournal> }) {
  const headingId = useId();
  // The day's own entry, whatever month the calendar shows: the form must start from what is saved.
  const { data, loading, error } = useQuery<DayJournalEntryQuery, DayJournalEntryQueryVariables>(DAY_JOURNAL_ENTRY_QUERY, { variables: { date }, fetchPolicy: 'network-only' });
  const entry = data?.dayJournalEntry;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>Journal</h3>
      {loading ? (
        <p>Loading the journal…</p>
      ) : error || !entry ? (
        <p role="alert">The journal entry could not be loaded.</p>
      ) : (
        <DayJournalForm
          key={`${date}-${entry.updatedAt ?? ''}`}
          plan={entry.plan}
          review={entry.review}
          saving={journal.saving}
          error={journal.error}
          saved={journal.savedDate === date}
          onSave={(value) => void journal.save(date, value)}
        />
      )}
    </section>
  );
}
