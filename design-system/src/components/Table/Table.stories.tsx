import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PhoneFrame, focusFirstControl } from '../storybook/storyStates';
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
