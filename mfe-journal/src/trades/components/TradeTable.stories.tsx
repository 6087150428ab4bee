import { type Meta, PhoneFrame, type StoryObj } from '@tj/design-system/storybook';
import type { TradeRow } from '../utils/tradeRow';
import { TradeTable } from './TradeTable';

const trade = (id: string, symbol: string, side: string, pnl: string, exitPrice: string | null, day: number): TradeRow => ({
  id,
  symbol,
  side,
  status: exitPrice === null ? 'open' : 'closed',
  quantity: '100',
  closedQuantity: exitPrice === null ? '0' : '100',
  entryPrice: '189.5',
  exitPrice,
  entryTime: `2026-03-0${day}T14:35:00.000Z`,
  exitTime: exitPrice === null ? null : `2026-03-0${day}T15:10:00.000Z`,
  exitKind: null,
  pnl,
  grossPnl: pnl,
  commission: '1',
  fees: '0.02',
  multiplier: '1',
  assetClass: 'stock',
  platform: 'das_trader',
  platformName: 'DAS Trader Pro',
  accountId: 'TR123',
  manual: id === '3',
  manualOnly: id === '3',
  timeGiven: true,
  notes: '',
  stopPrice: null,
  initialRisk: null,
  rMultiple: null,
  tags: [],
  position: null,
});

const TRADES = [trade('3', 'AAPL', 'LONG', '170', '191.2', 4), trade('2', 'TSLA', 'SHORT', '-115', '191.8', 3), trade('1', 'NVDA', 'LONG', '0', null, 2)];

/** The journal's trade table (dashboard's Recent Trades, Trade History): each symbol opens the trade's dialog. */
const meta: Meta<typeof TradeTable> = {
  title: 'Journal/TradeTable',
  component: TradeTable,
  args: { caption: 'Recent trades', trades: TRADES, timeZone: 'America/New_York', onOpen: () => {} },
};
export default meta;

export const Playground: StoryObj<typeof TradeTable> = {};

/** The history's extra columns after the standard ones. */
export const WithNotes: StoryObj<typeof TradeTable> = {
  args: { extraColumns: [{ header: 'Notes', cell: (row) => (row.symbol === 'AAPL' ? 'Waited for the reclaim' : ''), wide: true }] },
};

/** A trade from a date-only export (E*TRADE, Fidelity, Schwab CSV): its date with "time not given" (docs/importing.md). */
export const TimeNotGiven: StoryObj<typeof TradeTable> = {
  args: { trades: [{ ...TRADES[0]!, id: '4', symbol: 'MSFT', platform: 'etrade', platformName: 'E*TRADE', timeGiven: false }, ...TRADES] },
};

/** On a phone: symbol, P&L and date; the rest is in the trade's dialog. */
export const Mobile: StoryObj<typeof TradeTable> = {
  render: (args) => (
    <PhoneFrame>
      <TradeTable {...args} />
    </PhoneFrame>
  ),
};
