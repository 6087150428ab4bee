import type { TradeRow } from '../trades/utils/tradeRow';

/** A closed AAPL long as the API answers it; override what a test is about. */
export function tradeRow(overrides: Partial<TradeRow> = {}): TradeRow {
  return {
    __typename: 'Trade',
    id: '101',
    symbol: 'AAPL',
    side: 'LONG',
    status: 'closed',
    quantity: '100',
    closedQuantity: '100',
    entryPrice: '189.5',
    exitPrice: '190.25',
    entryTime: '2025-03-14T13:31:05.000Z',
    exitTime: '2025-03-14T13:45:12.000Z',
    exitKind: null,
    pnl: '75',
    grossPnl: '75',
    commission: '0',
    fees: '0',
    multiplier: '1',
    assetClass: 'stock',
    platform: 'das_trader',
    platformName: 'DAS Trader Pro',
    accountId: 'TRPA1001',
    manual: false,
    manualOnly: false,
    timeGiven: true,
    notes: '',
    stopPrice: null,
    initialRisk: null,
    rMultiple: null,
    tags: [],
    position: null,
    ...overrides,
  } as TradeRow;
}

/** One page of the history as the API answers it. */
export function historyPage(trades: TradeRow[], { hasNextPage = false, endCursor = trades.length ? `cursor-${trades.at(-1)!.id}` : null, tradeCount = trades.length, netPnl = '32.5' } = {}) {
  return {
    data: {
      tradeHistory: { __typename: 'TradeHistoryPage', trades, endCursor, hasNextPage, summary: { __typename: 'TradeHistorySummary', tradeCount, closedTradeCount: tradeCount, netPnl } },
      settings: { __typename: 'UserSettings', timezone: 'est' },
    },
  };
}

export function journalTags(tags: { id: string; kind: 'SETUP' | 'MISTAKE'; name: string; tradeCount?: number }[] = []) {
  return { data: { journalTags: tags.map((tag) => ({ __typename: 'JournalTag', tradeCount: 1, ...tag })) } };
}
