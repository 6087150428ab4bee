import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test-utils/renderWithTheme';
import { Button } from '../Button/Button';
import { Dialog } from './Dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Forgot Password"
        description="We will email you a link."
        footer={<Button onClick={() => setOpen(false)}>Send</Button>}
      >
        <input aria-label="Email" />
      </Dialog>
    </>
  );
}

async function openDialog() {
  renderWithTheme(<Harness />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  return screen.getByRole('dialog', { name: 'Forgot Password' });
}

describe('Dialog', () => {
  it('is a modal dialog named by its title and described by its description', async () => {
    const dialog = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('We will email you a link.');
  });

  it('moves focus in, and back to the opener when Escape closes it', async () => {
    await openDialog();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    await openDialog();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
  });

  it('closes on a backdrop click, not on a click inside', async () => {
    const dialog = await openDialog();
    await userEvent.click(screen.getByLabelText('Email'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stops the page behind from scrolling while open', async () => {
    await openDialog();
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });
});
