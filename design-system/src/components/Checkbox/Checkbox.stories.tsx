import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { focusFirstControl, PhoneFrame } from '../storybook/storyStates';
import { Checkbox } from './Checkbox';

const meta: Meta<typeof Checkbox> = { title: 'Forms/Checkbox', component: Checkbox };
export default meta;

function Interactive({ initial, indeterminate, disabled, label, labelHidden }: { initial: boolean; indeterminate?: boolean; disabled?: boolean; label: string; labelHidden?: boolean }) {
  const [checked, setChecked] = useState(initial);
  return <Checkbox label={label} labelHidden={labelHidden} checked={checked} indeterminate={indeterminate} onCheckedChange={setChecked} disabled={disabled} />;
}

/** Empty, checked and mixed (a "select all" of a partly selected list); enabled and disabled; a label read only by screen readers. */
export const States: StoryObj<typeof Checkbox> = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, max-content)', gap: 16 }}>
      <Interactive initial={false} label="Empty" />
      <Interactive initial label="Checked" />
      <Interactive initial={false} indeterminate label="Some selected" />
      <Interactive initial disabled label="Checked, disabled" />
      <Interactive initial={false} label="Select trade AAPL long" labelHidden />
    </div>
  ),
};

/** Keyboard focus on the box. */
export const Focused: StoryObj<typeof Checkbox> = { render: () => <Interactive initial={false} label="Select every trade shown" />, play: focusFirstControl };

/** At a phone's width, as the history's cards and bulk bar use it: the box keeps its size and its label wraps. */
export const Mobile: StoryObj<typeof Checkbox> = {
  render: () => (
    <PhoneFrame>
      <Interactive initial={false} label="Select every trade shown" />
      <Interactive initial label="Select trade SPXW 9 Mar 26 6970/6980 C vertical, short, closed Mar 9, 2026" />
    </PhoneFrame>
  ),
};
