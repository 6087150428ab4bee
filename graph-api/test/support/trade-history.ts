import { type Browser } from './accounts';
import { type DasFill, dasTradesCsv } from './das-csv';

/**
 * Twelve TSLA round trips of 100 shares between 14:00 and 14:46, losing three in four: enough trades
 * for the insights engine to say something, and over a 5-trade daily limit.
 */
export const losingTslaDay = (): DasFill[] =>
  Array.from({ length: 12 }, (_unused, index) => {
    const time = (minute: number) => `14:${String(minute).padStart(2, '0')}:00`;
    return [
      { time: time(index * 4), symbol: 'TSLA', side: 'B' as const, price: '10', qty: 100 },
      { time: time(index * 4 + 2), symbol: 'TSLA', side: 'S' as const, price: index % 4 === 0 ? '10.5' : '9.5', qty: 100 },
    ];
  }).flat();

/** Imports one DAS Trader day whose times are read in `timeZone` (UTC unless told). */
export async function importDasDay(browser: Browser, tradeDate: string, fills: DasFill[], timeZone = 'UTC'): Promise<void> {
  await browser
    .post('/api/csv-upload-v2')
    .attach('file', Buffer.from(dasTradesCsv(fills)), `${tradeDate}.csv`)
    .field('platform', 'das_trader')
    .field('tradeDate', tradeDate)
    .field('timeZone', timeZone)
    .expect(200);
}

/** A trade's fill as the GraphQL `fills { executedAt side role quantity price commission fees }` answers it. */
export interface ListedFill {
  executedAt: string;
  side: string;
  role: string;
  quantity: string;
  price: string;
  commission: string;
  fees: string;
}

/** The fields of every fill, for a query that asks a trade's fills. */
export const FILL_FIELDS = 'fills { executedAt side role quantity price commission fees }';

export interface ListedTrade {
  id: string;
  symbol: string;
  side: string;
  pnl: string;
  status: string;
  entryTime: string;
  notes: string;
  tags: Array<{ id: string; kind: string; name: string }>;
  stopPrice: string | null;
  initialRisk: string | null;
  rMultiple: string | null;
}

/** GET /api/trades with the query given ("filter=winners&period=week"), up to 1000 trades. */
export async function listedTrades(browser: Browser, query = ''): Promise<ListedTrade[]> {
  return (await browser.get(`/api/trades?limit=1000${query ? `&${query}` : ''}`).expect(200)).body as ListedTrade[];
}

export const symbolsOf = (trades: ListedTrade[]) => trades.map(({ symbol }) => symbol);
