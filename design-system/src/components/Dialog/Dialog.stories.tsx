import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../Button/Button';
import { Dialog } from './Dialog';

const meta: Meta<typeof Dialog> = { title: 'Components/Dialog', component: Dialog };
export default meta;

function Example() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Forgot Password"
        description="Enter your email and we will send you a reset link."
        footer={<Button onClick={() => setOpen(false)}>Close</Button>}
      />
    </>
  );
}

export const Default: StoryObj<typeof Dialog> = { render: () => <Example /> };
