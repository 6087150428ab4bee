import { skipToken, useQuery } from '@apollo/client/react';
import { useAfterFirstPaint } from '@tj/design-system';
import type { JournalFilterChoicesQuery } from '../../__generated__/graphql';
import { JOURNAL_FILTER_CHOICES_QUERY } from '../graphql/JournalFilterChoicesQuery';
import type { FilterChoices } from '../utils/filterChoiceOptions';

/** The trader's accounts and platforms (docs/filter-bar.md), asked for once the page's figures are painted; undefined until they arrive. */
export function useFilterChoices(): FilterChoices | undefined {
  const call = useQuery<JournalFilterChoicesQuery>(JOURNAL_FILTER_CHOICES_QUERY, useAfterFirstPaint() ? undefined : skipToken);
  return call.data?.journalFilterChoices;
}
