import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Input, Label, mediaQuery, Select } from '@tj/design-system';
import { APPLY_FILTERS, DATE_RANGE, SEARCH_PLACEHOLDER, TIME_PERIODS, TRADE_FILTERS, type TimePeriod, type TradeFilter } from '../constants/texts';
import { dateRangeProblem, type HistoryFilters } from '../utils/historyFilters';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  @media ${mediaQuery.mobile} {
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
  > * { min-width: 0; }
  select { min-width: 0; width: 100%; }
  &[hidden] { display: none; }
  @media ${mediaQuery.mobile} {
    > * { flex: 1 1 100%; }
  }
`;

/**
 * The buttons keep their own width on a phone, side by side and a size smaller (two rows, not
 * three), so the first trade shows on the first screen.
 */
const Actions = styled(Row)`
  @media ${mediaQuery.mobile} {
    gap: ${({ theme }) => theme.space.sm};
    > * { flex: 0 1 auto; min-height: 32px; padding: 4px 10px; font-size: ${({ theme }) => theme.fontSize.sm}; }
  }
`;

/** On a phone the search keeps the Filters button beside it, in one row. */
const SearchRow = styled(Row)`
  @media ${mediaQuery.mobile} {
    > *:first-child { flex: 1 1 0; }
    > button { flex: 0 0 auto; }
  }
`;

/** The filter choices: in the search's row on a desk; on a phone behind the Filters button. */
const Choices = styled.div<{ $open: boolean }>`
  display: contents;
  @media ${mediaQuery.mobile} {
    display: ${({ $open }) => ($open ? 'contents' : 'none')};
  }
`;

/** Only a phone needs the Filters button: a desk shows every choice. */
const FiltersToggle = styled(Button)`
  display: none;
  @media ${mediaQuery.mobile} {
    display: inline-flex;
  }
`;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  flex: 1 1 160px;
`;

const SearchField = styled(Field)`
  flex: 3 1 240px;
  /* On a phone its placeholder ('Search by symbol, notes…') says what it is; the label is kept for screen readers. */
  @media ${mediaQuery.mobile} {
    > label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.destructive};
`;

export interface HistoryToolbarProps {
  applied: HistoryFilters;
  onApply: (filters: HistoryFilters) => void;
  /** The Export button (a download of the applied filters' trades). */
  exportAction: ReactNode;
}

/** Typing pauses this long before the search applies (each keystroke would be a request). */
export const SEARCH_DELAY_MS = 400;

/**
 * The history's search and filters. A choice applies as it changes (the list updates and says
 * how many trades it shows), the search once typing pauses; Enter in the search and Apply Filters
 * apply at once, for the keyboard (docs/journal.md). The applied filters live in the URL.
 */
export function HistoryToolbar({ applied, onApply, exportAction }: HistoryToolbarProps) {
  const id = useId();
  const [draft, setDraft] = useState(applied);
  const [showRange, setShowRange] = useState(Boolean(applied.from || applied.to));
  // A phone shows the search and the buttons first, the choices on demand (issue 29: the first trade on the first screen).
  const [showChoices, setShowChoices] = useState(false);
  const activeChoices = [applied.filter !== 'all', applied.period !== 'all', Boolean(applied.from || applied.to)].filter(Boolean).length;
  // Filters applied from elsewhere (the header search, a link) replace the draft; the form is not
  // remounted, so focus stays where the trader was (the search box after Enter).
  const appliedKey = JSON.stringify(applied);
  const [draftOf, setDraftOf] = useState(appliedKey);
  if (draftOf !== appliedKey) {
    setDraftOf(appliedKey);
    setDraft(applied);
  }
  const problem = dateRangeProblem(draft);
  const change = (patch: Partial<HistoryFilters>) => setDraft((current) => ({ ...current, ...patch }));
  const apply = (filters: HistoryFilters) => {
    if (!dateRangeProblem(filters)) onApply({ ...filters, search: filters.search.trim() });
  };
  /** A select or a date: applied as chosen (a range that ends before it starts waits, with its message). */
  const choose = (patch: Partial<HistoryFilters>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    apply(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  // The search applies once typing pauses; the latest draft and onApply are read when it fires.
  const latest = useRef({ draft, apply });
  latest.current = { draft, apply };
  const typed = draft.search.trim();
  useEffect(() => {
    if (typed === applied.search) return undefined;
    const timer = setTimeout(() => latest.current.apply(latest.current.draft), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, applied.search]);

  return (
    <Form role="search" aria-label="Filter trades" onSubmit={submit}>
      <SearchRow>
        <SearchField>
          <Label htmlFor={`${id}-search`}>Search</Label>
          <Input id={`${id}-search`} type="search" placeholder={SEARCH_PLACEHOLDER} value={draft.search} onChange={(event) => change({ search: event.target.value })} />
        </SearchField>
        <FiltersToggle type="button" variant="outline" aria-expanded={showChoices} aria-controls={`${id}-choices`} onClick={() => setShowChoices((shown) => !shown)}>
          {activeChoices > 0 ? `Filters (${activeChoices})` : 'Filters'}
        </FiltersToggle>
        <Choices id={`${id}-choices`} $open={showChoices}>
          <Field>
            <Label htmlFor={`${id}-filter`}>Filter</Label>
            <Select id={`${id}-filter`} options={[...TRADE_FILTERS]} value={draft.filter} onChange={(event) => choose({ filter: event.target.value as TradeFilter })} />
          </Field>
          <Field>
            <Label htmlFor={`${id}-period`}>Time period</Label>
            <Select id={`${id}-period`} options={[...TIME_PERIODS]} value={draft.period} onChange={(event) => choose({ period: event.target.value as TimePeriod })} />
          </Field>
        </Choices>
      </SearchRow>
      <Actions>
        <Button type="button" variant="outline" aria-expanded={showRange} aria-controls={`${id}-range`} onClick={() => setShowRange((shown) => !shown)}>
          {DATE_RANGE}
        </Button>
        <Button type="submit" disabled={Boolean(problem)}>
          {APPLY_FILTERS}
        </Button>
        {exportAction}
      </Actions>
      <Row id={`${id}-range`} hidden={!showRange}>
        <Field>
          <Label htmlFor={`${id}-from`}>From</Label>
          <Input id={`${id}-from`} type="date" value={draft.from} max={draft.to || undefined} onChange={(event) => choose({ from: event.target.value })} />
        </Field>
        <Field>
          <Label htmlFor={`${id}-to`}>To</Label>
          <Input id={`${id}-to`} type="date" value={draft.to} min={draft.from || undefined} onChange={(event) => choose({ to: event.target.value })} />
        </Field>
        {(draft.from || draft.to) && (
          <Button type="button" variant="ghost" onClick={() => choose({ from: '', to: '' })}>
            Clear dates
          </Button>
        )}
      </Row>
      {problem && <ErrorText role="alert">{problem}</ErrorText>}
    </Form>
  );
}
