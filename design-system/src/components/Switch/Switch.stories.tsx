import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { focusFirstControl, PhoneFrame } from '../storybook/storyStates';
import { Switch } from './Switch';

const meta: Meta<typeof Switch> = { title: 'Forms/Switch', component: Switch };
export default meta;

function Interactive({ initial, disabled, label }: { initial: boolean; disabled?: boolean; label?: string }) {
  const [checked, setChecked] = useState(initial);
  return <Switch label={label} aria-label="Email Notifications" checked={checked} onCheckedChange={setChecked} disabled={disabled} />;
}

/** Off and on, enabled and disabled, with and without a visible label. */
export const States: StoryObj<typeof Switch> = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, max-content)', gap: 16 }}>
      <Interactive initial={false} label="Off" />
      <Interactive initial label="On" />
      <Interactive initial={false} disabled label="Off, disabled" />
      <Interactive initial disabled label="On, disabled" />
      <Interactive initial={false} />
      <Interactive initial />
    </div>
  ),
};

/** Keyboard focus on the switch. */
export const Focused: StoryObj<typeof Switch> = { render: () => <Interactive initial={false} label="Daily Summary" />, play: focusFirstControl };

/** On a phone, in a settings row that wraps. */
export const Mobile: StoryObj<typeof Switch> = {
  render: () => (
    <PhoneFrame>
      <Interactive initial label="Real-time analysis" />
      <Interactive initial={false} disabled label="Auto-import trades (disabled)" />
    </PhoneFrame>
  ),
};
