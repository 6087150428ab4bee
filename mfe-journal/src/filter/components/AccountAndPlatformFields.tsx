import { skipToken, useQuery } from '@apollo/client/react';
import { FilterField, Label, Select, useAfterFirstPaint } from '@tj/design-system';
import type { JournalFilterChoicesQuery } from '../../__generated__/graphql';
import { JOURNAL_FILTER_CHOICES_QUERY } from '../graphql/JournalFilterChoicesQuery';
import { accountOptions, platformOptions } from '../utils/filterChoiceOptions';
import type { JournalFilter } from '../utils/journalFilter';

export interface AccountAndPlatformFieldsProps {
  /** The bar's id, its fields' ids made from it. */
  id: string;
  account: string;
  platform: string;
  choose: (patch: Pick<Partial<JournalFilter>, 'account' | 'platform'>) => void;
}

/**
 * The filter bar's Account and Platform: the trader's own accounts and platforms to choose from
 * (docs/filter-bar.md), asked for once the page's figures are painted. A value of the address that
 * is none of them is kept as a choice, never dropped.
 */
export function AccountAndPlatformFields({ id, account, platform, choose }: AccountAndPlatformFieldsProps) {
  const choicesCall = useQuery<JournalFilterChoicesQuery>(JOURNAL_FILTER_CHOICES_QUERY, useAfterFirstPaint() ? undefined : skipToken);
  const choices = choicesCall.data?.journalFilterChoices;
  return (
    <>
      <FilterField>
        <Label htmlFor={`${id}-account`}>Account</Label>
        <Select id={`${id}-account`} options={accountOptions(choices, account)} value={account} onChange={(event) => choose({ account: event.target.value })} />
      </FilterField>
      <FilterField>
        <Label htmlFor={`${id}-platform`}>Platform</Label>
        <Select id={`${id}-platform`} options={platformOptions(choices, platform)} value={platform} onChange={(event) => choose({ platform: event.target.value })} />
      </FilterField>
    </>
  );
}
