import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../Button/Button';
import { Input } from '../Input/Input';
import { Label } from '../Label/Label';
import { focusMatching } from '../storybook/storyStates';
import { Dialog } from './Dialog';

const meta: Meta<typeof Dialog> = { title: 'Components/Dialog', component: Dialog };
export default meta;

function ForgotPassword({ initiallyOpen }: { initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Forgot password?
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Forgot Password"
        description="Enter your email and we will send you a reset link."
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => setOpen(false)}>Send Reset Link</Button>
          </>
        }
      >
        <Label htmlFor="dialog-story-email">Email</Label>
        <Input id="dialog-story-email" type="email" placeholder="you@example.com" />
      </Dialog>
    </>
  );
}

export const Closed: StoryObj<typeof Dialog> = { render: () => <ForgotPassword initiallyOpen={false} /> };
// Kept off the docs page, where an open modal would cover everything else.
export const Open: StoryObj<typeof Dialog> = { render: () => <ForgotPassword initiallyOpen />, tags: ['!autodocs'] };

/** On a phone: the panel fits the screen and keeps its Close button in reach. */
export const Mobile: StoryObj<typeof Dialog> = {
  render: () => <ForgotPassword initiallyOpen />,
  tags: ['!autodocs'],
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Keyboard focus inside the open dialog, on its visible Close button. */
export const Focused: StoryObj<typeof Dialog> = {
  render: () => <ForgotPassword initiallyOpen />,
  tags: ['!autodocs'],
  play: focusMatching('[role="dialog"] button[aria-label="Close"]'),
};
