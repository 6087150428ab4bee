import { FilterField, Label, Select } from '@tj/design-system';
import { useFilterChoices } from '../hooks/useFilterChoices';
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
 * (docs/filter-bar.md). A value of the address that is none of them is kept as a choice, never
 * dropped. Wide, so an account's platform or '(no trades)' is not cut off.
 */
export function AccountAndPlatformFields({ id, account, platform, choose }: AccountAndPlatformFieldsProps) {
  const choices = useFilterChoices();
  return (
    <>
      <FilterField $wide>
        <Label htmlFor={`${id}-account`}>Account</Label>
        <Select id={`${id}-account`} options={accountOptions(choices, account)} value={account} onChange={(event) => choose({ account: event.target.value })} />
      </FilterField>
      <FilterField $wide>
        <Label htmlFor={`${id}-platform`}>Platform</Label>
        <Select id={`${id}-platform`} options={platformOptions(choices, platform)} value={platform} onChange={(event) => choose({ platform: event.target.value })} />
      </FilterField>
    </>
  );
}
