import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
