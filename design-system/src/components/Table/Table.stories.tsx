import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { useState } from 'react';
import { PhoneFrame, focusFirstControl, focusMatching } from '../storybook/storyStates';
import { Table, type TableColumn } from './Table';

const COLUMNS: TableColumn[] = [
  { header: 'Symbol' },
  { header: 'Side', wide: true },
  { header: 'Qty', align: 'end', wide: true },
  { header: 'Entry', align: 'end', wide: true },
  { header: 'Exit', align: 'end', wide: true },
  { header: 'P&L', align: 'end' },
  { header: 'Date' },
];

const ROWS = [
  ['AAPL', 'LONG', '100', '189.50', '191.20', '+$170.00', 'Mar 4, 2026'],
  ['TSLA', 'SHORT', '50', '201.10', '203.40', '-$115.00', 'Mar 5, 2026'],
  ['NVDA', 'LONG', '20', '880.00', '902.25', '+$445.00', 'Mar 6, 2026'],
];

const rows = ROWS.map(([symbol, ...cells]) => (
  <tr key={symbol}>
    <th scope="row">{symbol}</th>
    {cells.map((cell, index) => (
      <td key={index}>{cell}</td>
    ))}
  </tr>
));

const meta: Meta<typeof Table> = {
  title: 'Data/Table',
  component: Table,
  args: { caption: 'Recent trades', columns: COLUMNS, children: rows },
};
export default meta;

export const Playground: StoryObj<typeof Table> = {};

/** Many short rows: the compact density, framed, scrolling within 160 px with its header kept. */
export const CompactScrolling: StoryObj<typeof Table> = {
  args: { density: 'compact', framed: true, maxHeight: 160, children: [...rows, ...rows.map((row, index) => <tr key={`again-${index}`}>{row.props.children}</tr>)] },
};

/** The scrolling region has keyboard focus: arrows scroll a table wider than its card. */
export const Focused: StoryObj<typeof Table> = { play: focusFirstControl };

/** On a phone the wide columns are left out: symbol, P&L and date stay. */
export const Mobile: StoryObj<typeof Table> = {
  render: (args) => (
    <PhoneFrame>
      <Table {...args} />
    </PhoneFrame>
  ),
};

type Direction = 'ascending' | 'descending';

/** Sortable headers: each is a button; the sorted column's aria-sort says which way. */
function SortableTable() {
  const [sort, setSort] = useState<{ header: string; direction: Direction }>({ header: 'P&L', direction: 'descending' });
  const columns: TableColumn[] = COLUMNS.map((column) => ({
    ...column,
    sort: {
      direction: sort.header === column.header ? sort.direction : 'none',
      onSort: () => setSort((current) => ({ header: column.header, direction: current.header === column.header && current.direction === 'descending' ? 'ascending' : 'descending' })),
    },
  }));
  return (
    <Table caption={`Recent trades, by ${sort.header} (${sort.direction})`} columns={columns}>
      {rows}
    </Table>
  );
}

export const Sortable: StoryObj<typeof Table> = { render: () => <SortableTable /> };

/** A sort button has keyboard focus: Enter or Space sorts by its column. */
export const SortableFocused: StoryObj<typeof Table> = { render: () => <SortableTable />, play: focusMatching('th[aria-sort] button') };
