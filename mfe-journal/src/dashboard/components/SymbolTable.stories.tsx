import { MemoryRouter } from 'react-router-dom';
import { type Meta, PhoneFrame, type StoryObj } from '@tj/design-system/storybook';
import { SymbolTable } from './SymbolTable';

/** The dashboard's Top Performing Symbols: each symbol's sample, P&L and win rate; a symbol opens its trades. */
const meta: Meta<typeof SymbolTable> = {
  title: 'Journal/SymbolTable',
  component: SymbolTable,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    caption: 'Top performing symbols by net P&L',
    symbols: [
      { symbol: 'NVDA', trades: 100, totalPnl: '2571.27', winRate: 0.61 },
      { symbol: 'TSLA', trades: 80, totalPnl: '2600.49', winRate: 0.55 },
      { symbol: 'AMD', trades: 42, totalPnl: '-310.2', winRate: 0.38 },
    ],
  },
};
export default meta;

export const Playground: StoryObj<typeof SymbolTable> = {};

/** On a phone every column stays; a narrower card scrolls the table in its own region. */
export const Mobile: StoryObj<typeof SymbolTable> = {
  render: (args) => (
    <PhoneFrame>
      <SymbolTable {...args} />
    </PhoneFrame>
  ),
};
