import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { focusFirstControl, PhoneFrame } from '../storybook/storyStates';
import { Tabs } from './Tabs';

const ITEMS = [
  { id: 'api', label: 'Platform Connect', content: 'Connect a broker by API.' },
  { id: 'csv', label: 'CSV Upload', content: 'Upload a CSV export from your broker.' },
  { id: 'history', label: 'Recent Imports', content: 'Your last five imports.' },
];

const meta: Meta<typeof Tabs> = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { 'aria-label': 'Import method', items: ITEMS },
};
export default meta;

export const Uncontrolled: StoryObj<typeof Tabs> = {};
export const SecondSelected: StoryObj<typeof Tabs> = { args: { defaultValue: 'csv' } };

function ControlledTabs() {
  const [value, setValue] = useState('history');
  return (
    <>
      <p>Selected: {value}</p>
      <Tabs aria-label="Import method" items={ITEMS} value={value} onValueChange={setValue} />
    </>
  );
}

export const Controlled: StoryObj<typeof Tabs> = { render: () => <ControlledTabs /> };

/** Keyboard focus on the selected tab (arrows then move between tabs). */
export const Focused: StoryObj<typeof Tabs> = { render: () => <Tabs aria-label="Import" items={ITEMS} />, play: focusFirstControl };

/** On a phone the tab list scrolls sideways inside itself rather than widening the page. */
export const Mobile: StoryObj<typeof Tabs> = {
  render: () => (
    <PhoneFrame>
      <Tabs aria-label="Import" items={[...ITEMS, { id: 'formats', label: 'Supported Formats', content: 'Every platform.' }]} />
    </PhoneFrame>
  ),
};
