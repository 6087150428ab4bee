import { useEffect, useRef, useState } from 'react';
import type { JournalFilter } from '../../filter/utils/journalFilter';
import { dateRangeProblem, type HistoryFilters } from '../utils/historyFilters';

/** Typing pauses this long before the search applies (each keystroke would be a request). */
export const SEARCH_DELAY_MS = 400;

/**
 * The history's own choices (search, Filter, Time period, dates) as the trader edits them. A choice
 * applies as it changes, the search once typing pauses; `submit` (Enter, Apply Filters) applies the
 * draft at once, for the keyboard (docs/journal.md). A range that ends before it starts waits, with
 * its `problem`. `onApply` writes the address, with the filter bar's typed fields when a submit
 * hands them over (one change of the address, so neither is lost).
 */
export function useHistoryChoices(applied: HistoryFilters, onApply: (filters: HistoryFilters, bar?: JournalFilter) => void) {
  const [draft, setDraft] = useState(applied);
  // Filters applied from elsewhere (the header search, a link) replace the draft; the form is not
  // remounted, so focus stays where the trader was (the search box after Enter).
  const appliedKey = JSON.stringify(applied);
  const [draftOf, setDraftOf] = useState(appliedKey);
  if (draftOf !== appliedKey) {
    setDraftOf(appliedKey);
    setDraft(applied);
  }
  const problem = dateRangeProblem(draft);
  const apply = (filters: HistoryFilters, bar?: JournalFilter) => {
    if (!dateRangeProblem(filters)) onApply({ ...filters, search: filters.search.trim() }, bar);
  };
  const change = (patch: Partial<HistoryFilters>) => setDraft((current) => ({ ...current, ...patch }));
  const choose = (patch: Partial<HistoryFilters>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    apply(next);
  };
  const submit = (bar?: JournalFilter) => apply(draft, bar);
  // The search applies once typing pauses; the latest draft and onApply are read when it fires.
  const latest = useRef({ draft, apply });
  latest.current = { draft, apply };
  const typed = draft.search.trim();
  useEffect(() => {
    if (typed === applied.search) return undefined;
    const timer = setTimeout(() => latest.current.apply(latest.current.draft), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, applied.search]);
  return { draft, problem, change, choose, submit };
}

export type HistoryChoices = ReturnType<typeof useHistoryChoices>;
