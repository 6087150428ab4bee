import { describe, expect, it } from 'vitest';
import { MAX_TICKER_ENTRIES, parseDemoTicker } from './parseDemoTicker';

describe('parseDemoTicker', () => {
  it('reads the entries of the answer', () => {
    const ticker = [
      { symbol: 'AAPL', pnl: '1234.56', trades: 42 },
      { symbol: 'TSLA', pnl: '-310.5', trades: 7 },
      { symbol: 'BTC/USD', pnl: '0', trades: 1 },
    ];
    expect(parseDemoTicker({ ticker })).toEqual(ticker);
  });

  it.each([null, undefined, 'text', 42, {}, { ticker: 'AAPL' }, { ticker: null }])('reads nothing from %j', (body) => {
    expect(parseDemoTicker(body)).toEqual([]);
  });

  it('leaves out an entry it cannot read, keeping the others', () => {
    const good = { symbol: 'MSFT', pnl: '12.5', trades: 3 };
    const bad = [
      null,
      { symbol: 'AAPL', pnl: 1234.56, trades: 42 },
      { symbol: 'AAPL', pnl: '12abc', trades: 1 },
      { symbol: 'AAPL', pnl: '1e9', trades: 1 },
      { symbol: '<script>', pnl: '1', trades: 1 },
      { symbol: '', pnl: '1', trades: 1 },
      { symbol: 'AAPL', pnl: '1', trades: -1 },
      { symbol: 'AAPL', pnl: '1', trades: 1.5 },
      { symbol: 'AAPL', pnl: '1' },
    ];
    expect(parseDemoTicker({ ticker: [...bad, good] })).toEqual([good]);
  });

  it(`keeps at most ${MAX_TICKER_ENTRIES} entries`, () => {
    const ticker = Array.from({ length: 50 }, (_, index) => ({ symbol: `S${index}`, pnl: String(index), trades: index }));
    expect(parseDemoTicker({ ticker })).toEqual(ticker.slice(0, MAX_TICKER_ENTRIES));
  });
});
