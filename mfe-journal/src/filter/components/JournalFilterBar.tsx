import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { skipToken, useQuery } from '@apollo/client/react';
import { Button, FilterBar, FilterField, Input, Label, Select, Switch, useAfterFirstPaint } from '@tj/design-system';
import type { JournalTagsQuery } from '../../__generated__/graphql';
import { JOURNAL_TAGS_QUERY } from '../../trades/graphql/JournalTagsQuery';
import { AccountAndPlatformFields } from './AccountAndPlatformFields';
import { useFilterChoices } from '../hooks/useFilterChoices';
import type { JournalFilterState } from '../hooks/useJournalFilter';
import { activeFilters, dateRangeProblem, describeFilter, hasPeriod, type JournalFilter, NO_FILTER, PERIODS, type Period, type Side, SIDES } from '../utils/journalFilter';

/** The four views the bar filters alike; a link to one carries the filter (docs/filter-bar.md). */
export const FILTERED_VIEWS = [
  { path: '/dashboard', label: 'Dashboard' },
  { path: '/analytics', label: 'Analytics' },
  { path: '/insights', label: 'AI Insights' },
  { path: '/history', label: 'History' },
] as const;

/**
 * A page's own choices in the bar's form (the history's search, Filter, Time period and Date Range):
 * one form, one Filters button on a phone, every choice in one place (docs/filter-bar.md).
 */
export interface OwnChoices {
  /** Always in sight, first: the page's search. */
  lead: ReactNode;
  /** In place of the bar's Period, From and To (and Compare, which the page does not offer). */
  fields: ReactNode;
  /** The page's buttons under the choices (Apply, Export). */
  footer: ReactNode;
  /** How many of the page's choices keep fewer trades beyond the bar's (the Filters button counts them too). */
  count: number;
  /** Those choices in words, before the bar's in its summary ("Winners"); empty for none. */
  words: string;
  /** The page's date range message, shown where the bar's would be. */
  problem: string | null;
  /** Enter or the page's submit button: the page applies its choices with the bar's typed fields (one change of the address). */
  onSubmit: (bar: JournalFilter) => void;
  /** Clear filters: the bar's and the page's choices at once. */
  onClear: () => void;
}

const Views = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.sm};
  a { color: ${({ theme }) => theme.color.primary}; }
  a[aria-current='page'] { color: ${({ theme }) => theme.color.text}; font-weight: 600; text-decoration: none; }
`;

const Chosen = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ErrorText = styled.p`
  margin: 0;
  flex: 1 1 100%;
  color: ${({ theme }) => theme.color.destructive};
`;

export interface JournalFilterBarProps {
  state: JournalFilterState;
  /** The page's own path, marked as current among the links to the other views. */
  current: (typeof FILTERED_VIEWS)[number]['path'];
  /** The page's own choices, when it has some (the history). */
  own?: OwnChoices;
}

/**
 * The filter bar of the dashboard, /analytics, AI Insights and the history (docs/filter-bar.md). A
 * choice applies as it is made; the typed symbol on Enter or on leaving its field.
 * The applied filter is in the URL; the links to the other views carry it.
 */
export function JournalFilterBar({ state, current, own }: JournalFilterBarProps) {
  const id = useId();
  const { filter, setFilter, search } = state;
  const tagsCall = useQuery<JournalTagsQuery>(JOURNAL_TAGS_QUERY, useAfterFirstPaint() ? undefined : skipToken);
  const tags = tagsCall.data?.journalTags ?? [];
  const tagName = (tagId: string) => tags.find((tag) => tag.id === tagId)?.name ?? `Tag ${tagId}`;
  const platforms = useFilterChoices()?.platforms ?? [];
  const platformName = (platformId: string) => platforms.find((platform) => platform.id === platformId)?.name ?? platformId;
  // Typed fields are drafts until applied; a change from elsewhere (Back, a link) replaces them.
  const [draft, setDraft] = useState(filter);
  const [draftOf, setDraftOf] = useState(filter);
  if (draftOf !== filter) {
    setDraftOf(filter);
    setDraft(filter);
  }
  const problem = dateRangeProblem(draft);
  const apply = (next: JournalFilter) => {
    setDraft(next);
    if (!dateRangeProblem(next)) setFilter(next);
  };
  const choose = (patch: Partial<JournalFilter>) => apply({ ...draft, ...patch });
  const typed = (patch: Partial<JournalFilter>) => setDraft((now) => ({ ...now, ...patch }));
  const applyTyped = () => {
    if (draft.symbol !== filter.symbol) apply(draft);
  };
  // Enter in a typed field applies it (a form of several text fields and no submit button is not submitted by Enter).
  const onEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    applyTyped();
  };
  const unchosenTags = tags.filter((tag) => !filter.tags.includes(tag.id));
  const active = activeFilters(filter) + (own?.count ?? 0);
  const summary = own?.words ? [own.words, ...(activeFilters(filter) > 0 ? [describeFilter(filter, tagName, platformName)] : [])].join(' · ') : describeFilter(filter, tagName, platformName);
  const clear = () => (own ? own.onClear() : apply({ ...NO_FILTER, compare: filter.compare }));
  const problemText = own ? own.problem : problem;

  return (
    <FilterBar
      label="Filter bar"
      activeCount={active}
      onSubmit={() => (own ? own.onSubmit(draft) : applyTyped())}
      summary={summary}
      lead={own?.lead}
      footer={own?.footer}
      actions={
        <>
          {active > 0 && (
            <Button type="button" variant="ghost" size="sm" onClick={clear}>
              Clear filters
            </Button>
          )}
          <Views aria-label="The same filter on">
            {FILTERED_VIEWS.map((view) => (
              <Link key={view.path} to={`${view.path}${search}`} aria-current={view.path === current ? 'page' : undefined}>
                {view.label}
              </Link>
            ))}
          </Views>
        </>
      }
    >
      {own ? (
        own.fields
      ) : (
        <>
          <FilterField>
            <Label htmlFor={`${id}-period`}>Period</Label>
            <Select id={`${id}-period`} options={[...PERIODS]} value={draft.period} onChange={(event) => choose({ period: event.target.value as Period })} />
          </FilterField>
          <FilterField>
            <Label htmlFor={`${id}-from`}>From</Label>
            <Input id={`${id}-from`} type="date" value={draft.from} max={draft.to || undefined} onChange={(event) => choose({ from: event.target.value })} />
          </FilterField>
          <FilterField>
            <Label htmlFor={`${id}-to`}>To</Label>
            <Input id={`${id}-to`} type="date" value={draft.to} min={draft.from || undefined} onChange={(event) => choose({ to: event.target.value })} />
          </FilterField>
        </>
      )}
      <AccountAndPlatformFields id={id} account={draft.account} platform={draft.platform} choose={choose} />
      <FilterField>
        <Label htmlFor={`${id}-symbol`}>Symbol or underlying</Label>
        <Input id={`${id}-symbol`} placeholder="All symbols" autoCapitalize="characters" value={draft.symbol} onChange={(event) => typed({ symbol: event.target.value })} onKeyDown={onEnter} onBlur={applyTyped} />
      </FilterField>
      <FilterField>
        <Label htmlFor={`${id}-side`}>Side</Label>
        <Select id={`${id}-side`} options={[...SIDES]} value={draft.side} onChange={(event) => choose({ side: event.target.value as Side })} />
      </FilterField>
      <FilterField $wide>
        <Label htmlFor={`${id}-tags`}>Tags</Label>
        <Select
          id={`${id}-tags`}
          options={[{ value: '', label: filter.tags.length > 0 ? 'Add a tag' : 'All tags' }, ...unchosenTags.map((tag) => ({ value: tag.id, label: `${tag.kind === 'SETUP' ? 'Setup' : 'Mistake'}: ${tag.name}` }))]}
          value=""
          onChange={(event) => event.target.value && choose({ tags: [...filter.tags, event.target.value] })}
        />
        {filter.tags.length > 0 && (
          <Chosen aria-label="Chosen tags">
            {filter.tags.map((tagId) => (
              <li key={tagId}>
                <Button type="button" variant="outline" size="sm" aria-label={`Remove tag ${tagName(tagId)}`} onClick={() => choose({ tags: filter.tags.filter((other) => other !== tagId) })}>
                  {tagName(tagId)} ×
                </Button>
              </li>
            ))}
          </Chosen>
        )}
      </FilterField>
      {filter.tags.length > 1 && (
        <FilterField>
          <Label htmlFor={`${id}-match`}>Match</Label>
          <Select
            id={`${id}-match`}
            options={[
              { value: 'any', label: 'Any of the tags' },
              { value: 'all', label: 'All of the tags' },
            ]}
            value={draft.matchAll ? 'all' : 'any'}
            onChange={(event) => choose({ matchAll: event.target.value === 'all' })}
          />
        </FilterField>
      )}
      {!own && (
        <FilterField>
          <Switch
            id={`${id}-compare`}
            label="Compare with previous period"
            checked={filter.compare}
            disabled={!hasPeriod(filter)}
            onCheckedChange={(compare) => choose({ compare })}
          />
        </FilterField>
      )}
      {problemText && <ErrorText role="alert">{problemText}</ErrorText>}
    </FilterBar>
  );
}
