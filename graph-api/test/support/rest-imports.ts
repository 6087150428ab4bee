import type { Browser } from './accounts';

/** A trade as GET /api/trades lists it, the fields the import suites compare. */
export interface ListedTrade {
  symbol: string;
  side: string;
  quantity: string;
  status: string;
  pnl: string;
  entryTime: string;
}

/** POST /api/csv-upload-v2 with a file and form fields, as the Import Trade Center sends it (docs/importing.md). */
export function uploadFile(browser: Browser, bytes: string | Buffer, fileName: string, fields: Record<string, string> = {}) {
  let pending = browser.post('/api/csv-upload-v2').attach('file', Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes), fileName);
  for (const [name, value] of Object.entries(fields)) pending = pending.field(name, value);
  return pending;
}

/** Every trade of the signed-in user, oldest first as the REST list gives them. */
export async function listedTrades(browser: Browser): Promise<ListedTrade[]> {
  return (await browser.get('/api/trades?limit=1000').expect(200)).body as ListedTrade[];
}

/** The fields that say what a trade is and what it made, for comparing lists. */
export const tradeShape = ({ symbol, side, quantity, status, pnl }: ListedTrade) => [symbol, side, quantity, status, pnl];
