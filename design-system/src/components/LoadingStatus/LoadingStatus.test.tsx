import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { LoadingStatus } from './LoadingStatus';

describe('LoadingStatus', () => {
  it('is a status named for what loads, with one hidden placeholder per block', () => {
    const { container } = renderWithTheme(<LoadingStatus label="Loading recent imports" blocks={[48, { height: 20, width: '40%' }]} />);
    const status = screen.getByRole('status', { name: 'Loading recent imports' });
    expect(status.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
    expect(container.textContent).toBe('');
  });

  it('shows its line of text when given one', () => {
    renderWithTheme(<LoadingStatus label="Analyzing trade..." text="Analyzing trade..." />);
    expect(screen.getByRole('status', { name: 'Analyzing trade...' })).toHaveTextContent('Analyzing trade...');
  });
});
