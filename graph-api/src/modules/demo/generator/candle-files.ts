import { bucketStartOf, type Timeframe } from '../../market-data';
import { type DemoTrade, priceText } from './demo-trade';
import { journalSymbolOf, type DemoInstrument } from './demo-instruments';
import type { MarketDay, MinuteBars } from './price-paths';
import { SESSION_MINUTES, sessionTimeMs } from './trading-days';

/** A candle CSV of one symbol and timeframe, as the candle import takes it. */
export interface CandleFile {
  symbol: string;
  timeframe: Timeframe;
  csv: string;
  candles: number;
}

interface IntegerBar {
  timeMs: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** Minutes of the window each trade is charted in: the default 5m chart shows 20 bars either side. */
export const CHART_CONTEXT_MINUTES = 100;

/**
 * The demo market's candles, for the trade dialog's chart and analysis: the one-minute bars of
 * the traded windows (each trade from CHART_CONTEXT_MINUTES before its entry to as long after its
 * exit; the 5m to 30m charts are built from them), and the hour and day bars of every session (the
 * 1h, 4h and 1d charts' context). A future's bars are filed under the contract traded that day.
 * Hour and day bars are cut where the candle store cuts them (bucketStartOf): hours on UTC
 * multiples, days on the New York calendar.
 */
export function candleFilesOf(market: readonly MarketDay[], instruments: readonly DemoInstrument[], trades: readonly DemoTrade[]): CandleFile[] {
  const windows = tradedWindowsOf(trades);
  const series = new Map<string, IntegerBar[]>();
  const add = (symbol: string, timeframe: Timeframe, bars: IntegerBar[]) => {
    const key = `${symbol}\u0000${timeframe}`;
    const held = series.get(key);
    if (held) held.push(...bars);
    else series.set(key, [...bars]);
  };
  for (const { day, bars } of market) {
    const timeOf = (minute: number) => sessionTimeMs(day, minute);
    const sessionDay = bucketStartOf(new Date(timeOf(0)), '1d').getTime();
    for (const instrument of instruments) {
      const symbol = journalSymbolOf(instrument, day.date);
      const session = bars.get(instrument.ticker)!;
      const traded = windows.get(sessionKey(instrument.ticker, day.date));
      if (traded) add(symbol, '1m', minuteBarsOf(session, timeOf, traded));
      add(symbol, '1h', folded(session, (minute) => bucketStartOf(new Date(timeOf(minute)), '1h').getTime()));
      add(symbol, '1d', folded(session, () => sessionDay));
    }
  }
  return [...series.entries()].map(([key, bars]) => {
    const [symbol, timeframe] = key.split('\u0000') as [string, Timeframe];
    return { symbol, timeframe, csv: csvOf(bars), candles: bars.length };
  });
}

const sessionKey = (ticker: string, date: string) => `${ticker} ${date}`;

/** Per traded session, which of its minutes fall in a trade's chart window. */
function tradedWindowsOf(trades: readonly DemoTrade[]): Map<string, Uint8Array> {
  const windows = new Map<string, Uint8Array>();
  for (const { instrument, day, entryMinute, exitMinute } of trades) {
    const key = sessionKey(instrument.ticker, day.date);
    const minutes = windows.get(key) ?? new Uint8Array(SESSION_MINUTES);
    minutes.fill(1, Math.max(0, entryMinute - CHART_CONTEXT_MINUTES), Math.min(SESSION_MINUTES, exitMinute + CHART_CONTEXT_MINUTES + 1));
    windows.set(key, minutes);
  }
  return windows;
}

function minuteBarsOf(bars: MinuteBars, timeOf: (minute: number) => number, included: Uint8Array): IntegerBar[] {
  const result: IntegerBar[] = [];
  for (let minute = 0; minute < SESSION_MINUTES; minute += 1) {
    if (!included[minute]) continue;
    result.push({ timeMs: timeOf(minute), open: bars.open[minute]!, high: bars.high[minute]!, low: bars.low[minute]!, close: bars.close[minute]!, volume: bars.volume[minute]! });
  }
  return result;
}

/** A session's minute bars folded into the bars that start at `bucketOf(minute)`, in order. */
function folded(bars: MinuteBars, bucketOf: (minute: number) => number): IntegerBar[] {
  const result: IntegerBar[] = [];
  let current: IntegerBar | null = null;
  for (let minute = 0; minute < SESSION_MINUTES; minute += 1) {
    const start = bucketOf(minute);
    if (current === null || current.timeMs !== start) {
      current = { timeMs: start, open: bars.open[minute]!, high: bars.high[minute]!, low: bars.low[minute]!, close: bars.close[minute]!, volume: bars.volume[minute]! };
      result.push(current);
      continue;
    }
    current.high = Math.max(current.high, bars.high[minute]!);
    current.low = Math.min(current.low, bars.low[minute]!);
    current.close = bars.close[minute]!;
    current.volume += bars.volume[minute]!;
  }
  return result;
}

/** Epoch seconds, then prices as quotes: the smallest file the candle import reads. */
function csvOf(bars: readonly IntegerBar[]): string {
  const lines = ['time,open,high,low,close,volume'];
  for (const { timeMs, open, high, low, close, volume } of bars) lines.push(`${timeMs / 1000},${priceText(open)},${priceText(high)},${priceText(low)},${priceText(close)},${volume}`);
  return `${lines.join('\n')}\n`;
}
