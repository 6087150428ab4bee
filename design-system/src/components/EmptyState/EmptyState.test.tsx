import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows its title, description and action', () => {
    renderWithTheme(<EmptyState title="No trades yet." description="Import a CSV." action={<button>Import Trades</button>} />);
    expect(screen.getByRole('heading', { name: 'No trades yet.' })).toBeInTheDocument();
    expect(screen.getByText('Import a CSV.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import Trades' })).toBeInTheDocument();
  });
});
