import { type Browser } from './accounts';
import { type DasFill, dasTradesCsv } from './das-csv';

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
