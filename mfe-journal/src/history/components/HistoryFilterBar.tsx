import { useSearchParams } from 'react-router-dom';
import { Button } from '@tj/design-system';
import { JournalFilterBar } from '../../filter/components/JournalFilterBar';
import type { JournalFilterState } from '../../filter/hooks/useJournalFilter';
import { type JournalFilter, NO_FILTER, withFilter } from '../../filter/utils/journalFilter';
import { APPLY_FILTERS, EXPORT, TRADE_FILTERS } from '../constants/texts';
import { useHistoryChoices } from '../hooks/useHistoryChoices';
import { exportHref, type HistoryFilters, paramsFromFilters } from '../utils/historyFilters';
import { type HistorySort, withSort } from '../utils/historySort';
import { ExportLink } from './ExportLink';
import { HistoryFilterChoices, HistorySearchField } from './HistoryFilterFields';

export interface HistoryFilterBarProps {
  /** The filter bar's state (its account, platform, symbol, side and tags). */
  bar: JournalFilterState;
  /** The history's applied choices, from the URL. */
  applied: HistoryFilters;
  /** Kept in the address when a choice changes. */
  sort: HistorySort;
  onManageTags: () => void;
  onAddTrade: () => void;
}

/**
 * The history's one filter control (issue 29): the filter bar of the other views, with the history's
 * search first, its Filter, Time period and Date Range among the bar's choices, and its buttons
 * under them, in one form (docs/journal.md). Time period and the dates are the bar's period and dates.
 */
export function HistoryFilterBar({ bar, applied, sort, onManageTags, onAddTrade }: HistoryFilterBarProps) {
  const [, setParams] = useSearchParams();
  /** One change of the address: the history's choices, the sort and the bar's fields (its typed ones on a submit). */
  const applyFilters = (filters: HistoryFilters, barFilter: JournalFilter = bar.filter) =>
    setParams(withFilter(withSort(paramsFromFilters(filters), sort), { ...barFilter, period: filters.period, from: filters.from, to: filters.to }));
  const choices = useHistoryChoices(applied, applyFilters);
  return (
    <JournalFilterBar
      state={bar}
      current="/history"
      own={{
        lead: <HistorySearchField choices={choices} />,
        fields: <HistoryFilterChoices choices={choices} />,
        footer: (
          <>
            <Button type="submit" disabled={Boolean(choices.problem)}>
              {APPLY_FILTERS}
            </Button>
            <ExportLink href={exportHref(applied, bar.filter)} download>
              {EXPORT}
            </ExportLink>
            <Button variant="outline" onClick={onManageTags}>
              Manage tags
            </Button>
            <Button variant="outline" onClick={onAddTrade}>
              Add trade
            </Button>
          </>
        ),
        // Time period and the dates are counted as the bar's own period and dates.
        count: applied.filter === 'all' ? 0 : 1,
        words: applied.filter === 'all' ? '' : TRADE_FILTERS.find(({ value }) => value === applied.filter)!.label,
        problem: choices.problem,
        onSubmit: choices.submit,
        // The search stays (it is in sight, in its own box), and so does an import's list (its note has its own way back).
        onClear: () => applyFilters({ ...applied, filter: 'all', period: 'all', from: '', to: '' }, { ...NO_FILTER, compare: bar.filter.compare }),
      }}
    />
  );
}
