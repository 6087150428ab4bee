import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../testing/renderWithTheme';
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

/** A dialog whose only action removes itself once used, as Create Key disables itself. */
function DisappearingAction() {
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Manage</Button>
      <Dialog open={open} onOpenChange={setOpen} title="Keys">
        {created ? <p>Created</p> : <Button onClick={() => setCreated(true)}>Create</Button>}
      </Dialog>
    </>
  );
}

function Stacked() {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <Button onClick={() => setOuter(true)}>Outer</Button>
      <Dialog open={outer} onOpenChange={setOuter} title="Settings">
        <Button onClick={() => setInner(true)}>Inner</Button>
        <Dialog open={inner} onOpenChange={setInner} title="Confirm" />
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

  it('keeps Tab and Shift+Tab inside, the Close button last', async () => {
    await openDialog();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes with its visible Close button and gives focus back to the opener', async () => {
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('still answers Escape and Tab when focus has fallen to the page body', async () => {
    await openDialog();
    (document.activeElement as HTMLElement).blur();
    expect(document.body).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('takes focus back when the focused control inside is taken away', async () => {
    renderWithTheme(<DisappearingAction />);
    await userEvent.click(screen.getByRole('button', { name: 'Manage' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Keys' })).toHaveFocus());
  });

  it('closes only the innermost of two stacked dialogs on Escape', async () => {
    renderWithTheme(<Stacked />);
    await userEvent.click(screen.getByRole('button', { name: 'Outer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Inner' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Confirm' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inner' })).toHaveFocus();
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
