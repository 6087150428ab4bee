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

  it('holds a lead (the search) and a footer in the same form, outside what the one Filters button hides', () => {
    const onSubmit = vi.fn();
    renderWithTheme(
      <FilterBar
        label="Filter bar"
        activeCount={3}
        summary="Winners · AAPL"
        onSubmit={onSubmit}
        lead={<input type="search" aria-label="Search" />}
        footer={<button type="submit">Apply Filters</button>}
      >
        <FilterField>
          <label htmlFor="filter">Filter</label>
          <select id="filter" />
        </FilterField>
      </FilterBar>,
    );
    const form = screen.getByRole('search', { name: 'Filter bar' });
    expect(screen.getAllByText(/^Filters/, { selector: 'button' })).toHaveLength(1);
    const toggle = screen.getByText('Filters (3)').closest('button')!;
    const choices = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(choices).toContainElement(screen.getByLabelText('Filter'));
    expect(choices).not.toContainElement(screen.getByRole('searchbox', { name: 'Search' }));
    expect(choices).not.toContainElement(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(form).toContainElement(screen.getByRole('searchbox', { name: 'Search' }));
    // The search and the button share the first row.
    expect(toggle.parentElement).toContainElement(screen.getByRole('searchbox', { name: 'Search' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
