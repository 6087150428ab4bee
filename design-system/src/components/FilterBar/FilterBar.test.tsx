import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { FilterBar, FilterField } from './FilterBar';

describe('FilterBar', () => {
  it('is a labelled search form whose fields keep their labels, and applies on Enter', () => {
    const onSubmit = vi.fn();
    renderWithTheme(
      <FilterBar label="Filter trades" activeCount={2} summary="This month · AAPL" onSubmit={onSubmit}>
        <FilterField>
          <label htmlFor="symbol">Symbol</label>
          <input id="symbol" defaultValue="AAPL" />
        </FilterField>
      </FilterBar>,
    );
    expect(screen.getByRole('search', { name: 'Filter trades' })).toBeTruthy();
    expect(screen.getByText('This month · AAPL')).toBeTruthy();
    // A phone's button (hidden on a desk, where its name is not computed): found by its text.
    const toggle = screen.getByText('Filters (2)').closest('button')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.submit(screen.getByLabelText('Symbol'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
