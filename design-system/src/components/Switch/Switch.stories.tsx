import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Switch } from './Switch';

const meta: Meta<typeof Switch> = { title: 'Components/Switch', component: Switch };
export default meta;

function Interactive({ initial, disabled }: { initial: boolean; disabled?: boolean }) {
  const [checked, setChecked] = useState(initial);
  return <Switch label={checked ? 'On' : 'Off'} checked={checked} onCheckedChange={setChecked} disabled={disabled} />;
}

export const States: StoryObj<typeof Switch> = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Interactive initial={false} />
      <Interactive initial />
      <Interactive initial disabled />
    </div>
  ),
};
