import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { Label } from '../Label/Label';
import { Input } from './Input';

describe('Input', () => {
  it('is named by its Label and reports invalid input', async () => {
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(
      <>
        <Label htmlFor="email">Email</Label>
        <Input id="email" ref={ref} invalid />
      </>,
    );
    const field = screen.getByLabelText('Email');
    expect(field).toBe(ref.current);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field, 'ada@example.com');
    expect(field).toHaveValue('ada@example.com');
  });

  it('has no aria-invalid when valid', () => {
    renderWithTheme(<Input aria-label="Name" />);
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
  });
});
