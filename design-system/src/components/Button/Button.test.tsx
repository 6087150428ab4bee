import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test-utils/renderWithTheme';
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

  it('is busy and cannot be clicked while loading', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <Button loading onClick={onClick}>
        Uploading
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Uploading' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
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
