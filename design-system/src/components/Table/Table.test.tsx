import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { Table } from './Table';

describe('Table', () => {
  it('is a named, focusable scrolling region around a captioned table with its column headers', () => {
    renderWithTheme(
      <Table caption="Fills of this trade" label="Fills" columns={[{ header: 'Time' }, { header: 'Qty', align: 'end' }]}>
        <tr>
          <td>09:31</td>
          <td>100</td>
        </tr>
      </Table>,
    );
    const region = screen.getByRole('region', { name: 'Fills' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = screen.getByRole('table', { name: 'Fills of this trade' });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Time', 'Qty']);
    expect(table.querySelectorAll('tbody tr')).toHaveLength(1);
  });

  it('names its region by the caption when no label is given, and can hide the caption visually', () => {
    renderWithTheme(
      <Table caption="Top performing symbols" captionHidden columns={[{ header: 'Symbol' }]}>
        <tr>
          <th scope="row">AAPL</th>
        </tr>
      </Table>,
    );
    expect(screen.getByRole('region', { name: 'Top performing symbols' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Top performing symbols' })).toBeInTheDocument();
  });

  it('right-aligns the columns of figures, header and cells alike', () => {
    renderWithTheme(
      <Table caption="Trades" columns={[{ header: 'Symbol' }, { header: 'P&L', align: 'end' }]}>
        <tr>
          <th scope="row">AAPL</th>
          <td>+$170.00</td>
        </tr>
      </Table>,
    );
    expect(getComputedStyle(screen.getByRole('cell', { name: '+$170.00' })).textAlign).toBe('right');
    expect(getComputedStyle(screen.getByRole('columnheader', { name: 'P&L' })).textAlign).toBe('right');
    expect(getComputedStyle(screen.getByRole('rowheader', { name: 'AAPL' })).textAlign).toBe('left');
  });

  it('makes a sortable column header a button, with aria-sort on the header cell, and sorts from the keyboard', async () => {
    const onSortPnl = vi.fn();
    const onSortSymbol = vi.fn();
    renderWithTheme(
      <Table
        caption="Trades"
        columns={[
          { header: 'Symbol', sort: { direction: 'none', onSort: onSortSymbol } },
          { header: 'P&L', align: 'end', sort: { direction: 'descending', onSort: onSortPnl } },
          { header: 'Notes' },
        ]}
      >
        <tr>
          <th scope="row">AAPL</th>
          <td>+$170.00</td>
          <td>Fine</td>
        </tr>
      </Table>,
    );
    expect(screen.getByRole('columnheader', { name: /P&L/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: /Symbol/ })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Notes' })).not.toHaveAttribute('aria-sort');
    expect(screen.queryByRole('button', { name: 'Notes' })).toBeNull();
    const pnl = screen.getByRole('button', { name: 'P&L' });
    pnl.focus();
    await userEvent.keyboard('{Enter}');
    expect(onSortPnl).toHaveBeenCalledTimes(1);
    screen.getByRole('button', { name: 'Symbol' }).focus();
    await userEvent.keyboard(' ');
    expect(onSortSymbol).toHaveBeenCalledTimes(1);
  });
});
