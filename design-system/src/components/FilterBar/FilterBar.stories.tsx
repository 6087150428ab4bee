import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../Button/Button';
import { Input } from '../Input/Input';
import { Label } from '../Label/Label';
import { Select } from '../Select/Select';
import { focusFirstControl, PhoneFrame } from '../storybook/storyStates';
import { FilterBar, FilterField } from './FilterBar';

const meta: Meta<typeof FilterBar> = { title: 'Forms/FilterBar', component: FilterBar };
export default meta;

const PERIODS = [
  { value: 'all', label: 'All time' },
  { value: 'month', label: 'This month' },
];
const SIDES = [
  { value: '', label: 'Any side' },
  { value: 'long', label: 'Long' },
  { value: 'short', label: 'Short' },
];

const FILTERS = [
  { value: 'all', label: 'All Trades' },
  { value: 'winners', label: 'Winners' },
];

/** A page's search (the lead) and its buttons (the footer), in the same form as the choices. */
function WithSearch({ id }: { id: string }) {
  return (
    <FilterBar
      label="Filter bar"
      activeCount={3}
      summary="Winners · This month · AAPL"
      lead={
        <>
          <Label htmlFor={`${id}-search`}>Search</Label>
          <Input id={`${id}-search`} type="search" placeholder="Search by symbol, notes..." />
        </>
      }
      footer={
        <>
          <Button type="submit">Apply Filters</Button>
          <Button type="button" variant="outline">
            Export
          </Button>
        </>
      }
    >
      <FilterField>
        <Label htmlFor={`${id}-filter`}>Filter</Label>
        <Select id={`${id}-filter`} options={FILTERS} defaultValue="winners" />
      </FilterField>
      <FilterField>
        <Label htmlFor={`${id}-period`}>Time period</Label>
        <Select id={`${id}-period`} options={PERIODS} defaultValue="month" />
      </FilterField>
      <FilterField>
        <Label htmlFor={`${id}-symbol`}>Symbol or underlying</Label>
        <Input id={`${id}-symbol`} defaultValue="AAPL" />
      </FilterField>
    </FilterBar>
  );
}

function Example({ id }: { id: string }) {
  return (
    <FilterBar
      label="Filter bar"
      activeCount={2}
      summary="This month · AAPL"
      actions={
        <Button type="button" variant="ghost" size="sm">
          Clear filters
        </Button>
      }
    >
      <FilterField>
        <Label htmlFor={`${id}-period`}>Period</Label>
        <Select id={`${id}-period`} options={PERIODS} defaultValue="month" />
      </FilterField>
      <FilterField>
        <Label htmlFor={`${id}-symbol`}>Symbol or underlying</Label>
        <Input id={`${id}-symbol`} defaultValue="AAPL" />
      </FilterField>
      <FilterField>
        <Label htmlFor={`${id}-side`}>Side</Label>
        <Select id={`${id}-side`} options={SIDES} />
      </FilterField>
    </FilterBar>
  );
}

/** A desk: every choice in one wrapping row, what they keep in words above them. */
export const Default: StoryObj<typeof FilterBar> = { render: () => <Example id="desk" /> };

/** Keyboard focus on the first control. */
export const Focused: StoryObj<typeof FilterBar> = { render: () => <Example id="focused" />, play: focusFirstControl };

/** A page's search first and its buttons last (the history), all in the one form. */
export const Search: StoryObj<typeof FilterBar> = { render: () => <WithSearch id="search" /> };

/**
 * On a phone the choices wait behind the one Filters button, which counts those applied; a page's
 * search shares its row, and its buttons stay in sight under it.
 */
export const Mobile: StoryObj<typeof FilterBar> = {
  render: () => (
    <PhoneFrame>
      <Example id="phone" />
      <WithSearch id="phone-search" />
    </PhoneFrame>
  ),
};
