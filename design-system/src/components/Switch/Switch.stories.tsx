import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
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
