import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState, type FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { Button } from './Button';

describe('Button', () => {
  it('is a plain button, not a submit button, unless asked', () => {
    renderWithTheme(
      <>
        <Button>Cancel</Button>
        <Button type="submit">Save</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');
  });

  it('is busy while loading: aria-busy and aria-disabled, but no disabled attribute, so it stays focusable', () => {
    renderWithTheme(<Button loading>Uploading</Button>);
    const button = screen.getByRole('button', { name: 'Uploading' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toHaveAttribute('disabled');
    button.focus();
    expect(button).toHaveFocus();
  });

  it('ignores clicks, Enter and Space while loading', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <Button loading onClick={onClick}>
        Uploading
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Uploading' });
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form while loading, from a click or from Enter in a field', async () => {
    const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <input aria-label="Email" />
        <Button type="submit" loading>
          Sign In
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'a@b.c{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps keyboard focus through a pending action, in the tab order all along', async () => {
    function SaveForm() {
      const [pending, setPending] = useState(false);
      return (
        <>
          <Button variant="outline">Cancel</Button>
          <Button loading={pending} onClick={() => setPending(true)}>
            Save
          </Button>
          <Button variant="ghost" onClick={() => setPending(false)}>
            Request done
          </Button>
        </>
      );
    }
    renderWithTheme(<SaveForm />);
    const save = screen.getByRole('button', { name: 'Save' });

    await userEvent.tab();
    await userEvent.tab();
    expect(save).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(save).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    expect(save).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab({ shift: true });
    expect(save).toHaveFocus();
    expect(save).not.toHaveAttribute('aria-busy');
  });

  it('stays disabled, and out of the tab order, when disabled as well as loading', () => {
    renderWithTheme(
      <Button disabled loading>
        Delete Account
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete Account' });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('forwards its ref and native attributes', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithTheme(
      <Button ref={ref} aria-describedby="hint" name="action">
        Go
      </Button>,
    );
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Go' }));
    expect(ref.current).toHaveAttribute('aria-describedby', 'hint');
    expect(ref.current).not.toHaveAttribute('aria-busy');
  });
});
