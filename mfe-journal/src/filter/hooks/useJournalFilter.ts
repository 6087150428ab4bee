import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type JournalFilter, filterFromParams, filterInputOf, filterSearch, withFilter } from '../utils/journalFilter';

/**
 * The filter bar's state in the page's URL (docs/filter-bar.md): read from it, written to it (a
 * new history entry, so Back undoes a change), the page's other parameters kept. `search` is the
 * filter as a query string, for links to the other views; `input` is what the queries send.
 */
export function useJournalFilter() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // Read again only when the query text changes: the same text is the same filter (and the same cached answers).
  const filter = useMemo(() => filterFromParams(new URLSearchParams(key)), [key]);
  const setFilter = useCallback((next: JournalFilter) => setParams((current) => withFilter(current, next)), [setParams]);
  return useMemo(() => ({ filter, setFilter, input: filterInputOf(filter), search: filterSearch(filter) }), [filter, setFilter]);
}

export type JournalFilterState = ReturnType<typeof useJournalFilter>;
