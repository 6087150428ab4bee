import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, FilterField, Input, Label, Select, VisuallyHidden } from '@tj/design-system';
import { DATE_RANGE, SEARCH_PLACEHOLDER, TIME_PERIODS, TRADE_FILTERS, type TimePeriod, type TradeFilter } from '../constants/texts';
import type { HistoryChoices } from '../hooks/useHistoryChoices';

/** The Date Range button, as wide as its text, level with the fields' controls. */
const RangeToggle = styled.div`
  display: flex;
  align-items: end;
  flex: 0 0 auto;
`;

/** A date field wide enough for its whole date ('mm/dd/yyyy' and the picker's icon). */
const DateField = styled(FilterField)`
  flex: 1 1 170px;
`;

/** From and To, shown by Date Range; their fields are the bar's own (display: contents), wrapping with the others. */
const Range = styled.div`
  display: contents;
  &[hidden] { display: none; }
`;

/** The history's search: the filter bar's lead, always in sight (Enter applies it, as a pause in typing does). */
export function HistorySearchField({ choices }: { choices: HistoryChoices }) {
  const id = useId();
  return (
    <>
      {/* Its placeholder ('Search by symbol, notes…') says what it is, level with the bar's summary; the label is for screen readers. */}
      <VisuallyHidden as="label" htmlFor={`${id}-search`}>
        Search
      </VisuallyHidden>
      <Input id={`${id}-search`} type="search" placeholder={SEARCH_PLACEHOLDER} value={choices.draft.search} onChange={(event) => choices.change({ search: event.target.value })} />
    </>
  );
}

/**
 * The history's Filter, Time period and Date Range, among the filter bar's choices (docs/journal.md).
 * Time period and the dates are the bar's period and dates, under the same names in the address.
 */
export function HistoryFilterChoices({ choices }: { choices: HistoryChoices }) {
  const id = useId();
  const { draft, choose } = choices;
  const [showRange, setShowRange] = useState(Boolean(draft.from || draft.to));
  return (
    <>
      <FilterField>
        <Label htmlFor={`${id}-filter`}>Filter</Label>
        <Select id={`${id}-filter`} options={[...TRADE_FILTERS]} value={draft.filter} onChange={(event) => choose({ filter: event.target.value as TradeFilter })} />
      </FilterField>
      <FilterField>
        <Label htmlFor={`${id}-period`}>Time period</Label>
        <Select id={`${id}-period`} options={[...TIME_PERIODS]} value={draft.period} onChange={(event) => choose({ period: event.target.value as TimePeriod })} />
      </FilterField>
      <RangeToggle>
        <Button type="button" variant="outline" aria-expanded={showRange} aria-controls={`${id}-range`} onClick={() => setShowRange((shown) => !shown)}>
          {DATE_RANGE}
        </Button>
      </RangeToggle>
      <Range id={`${id}-range`} hidden={!showRange}>
        <DateField>
          <Label htmlFor={`${id}-from`}>From</Label>
          <Input id={`${id}-from`} type="date" value={draft.from} max={draft.to || undefined} onChange={(event) => choose({ from: event.target.value })} />
        </DateField>
        <DateField>
          <Label htmlFor={`${id}-to`}>To</Label>
          <Input id={`${id}-to`} type="date" value={draft.to} min={draft.from || undefined} onChange={(event) => choose({ to: event.target.value })} />
        </DateField>
        {(draft.from || draft.to) && (
          <RangeToggle>
            <Button type="button" variant="ghost" onClick={() => choose({ from: '', to: '' })}>
              Clear dates
            </Button>
          </RangeToggle>
        )}
      </Range>
    </>
  );
}
