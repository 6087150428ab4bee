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

/** On a phone the choices wait behind the Filters button, which counts those applied. */
export const Mobile: StoryObj<typeof FilterBar> = {
  render: () => (
    <PhoneFrame>
      <Example id="phone" />
    </PhoneFrame>
  ),
};
