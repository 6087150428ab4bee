import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Label } from '../Label/Label';
import { focusFirstControl, PhoneFrame } from '../storybook/storyStates';
import { Select } from './Select';

const TIMEZONES = [
  { value: 'America/New_York', label: 'Eastern' },
  { value: 'America/Chicago', label: 'Central' },
  { value: 'America/Denver', label: 'Mountain' },
  { value: 'America/Los_Angeles', label: 'Pacific' },
];

const meta: Meta<typeof Select> = {
  title: 'Forms/Select',
  component: Select,
  args: { 'aria-label': 'Timezone', options: TIMEZONES },
};
export default meta;

export const Playground: StoryObj<typeof Select> = {};

export const States: StoryObj<typeof Select> = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 320 }}>
      <div>
        <Label htmlFor="select-enabled">Timezone</Label>
        <Select id="select-enabled" options={TIMEZONES} defaultValue="America/Chicago" />
      </div>
      <div>
        <Label htmlFor="select-invalid">Invalid</Label>
        <Select id="select-invalid" options={TIMEZONES} aria-invalid="true" />
      </div>
      <div>
        <Label htmlFor="select-disabled">Disabled</Label>
        <Select id="select-disabled" options={TIMEZONES} disabled />
      </div>
    </div>
  ),
};

/** Keyboard focus on the select. */
export const Focused: StoryObj<typeof Select> = { args: { 'aria-label': 'Timezone', options: TIMEZONES }, play: focusFirstControl };

/** On a phone. */
export const Mobile: StoryObj<typeof Select> = {
  render: () => (
    <PhoneFrame>
      <Label htmlFor="select-mobile">Timezone</Label>
      <Select id="select-mobile" options={TIMEZONES} />
    </PhoneFrame>
  ),
};
