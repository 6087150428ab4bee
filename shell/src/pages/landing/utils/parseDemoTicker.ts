/** One symbol of the demo journal: its net realized P&L (a decimal string) and closed trades. */
export interface TickerEntry {
  symbol: string;
  pnl: string;
  trades: number;
}

/** The strip shows at most this many symbols. */
export const MAX_TICKER_ENTRIES = 20;

const SYMBOL = /^[A-Z0-9 ./:_-]{1,32}$/;
const DECIMAL = /^-?\d{1,15}(\.\d{1,6})?$/;

function isTickerEntry(value: unknown): value is TickerEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { symbol, pnl, trades } = value as Record<string, unknown>;
  return typeof symbol === 'string' && SYMBOL.test(symbol) && typeof pnl === 'string' && DECIMAL.test(pnl) && Number.isSafeInteger(trades) && (trades as number) >= 0;
}

/**
 * The entries of a GET /api/demo/ticker answer (`{"ticker":[{"symbol","pnl","trades"}]}`). Anything
 * else gives none, and an entry that is not one is left out: the strip shows only what it can read.
 */
export function parseDemoTicker(body: unknown): TickerEntry[] {
  const ticker = (body as { ticker?: unknown } | null)?.ticker;
  if (!Array.isArray(ticker)) return [];
  return ticker.filter(isTickerEntry).slice(0, MAX_TICKER_ENTRIES);
}
