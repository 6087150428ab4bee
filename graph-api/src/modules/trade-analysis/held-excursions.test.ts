import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/support/databases';
import { seededRandom } from '../../../test/support/seeded-random';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import type { InstrumentFacts } from '../market-data/chart-instrument';
import { chartWindowOf } from '../market-data/domain/chart-window';
import type { Bar } from '../market-data/domain/bar';
import type { Timeframe } from '../market-data/domain/timeframes';
import { CandleStore } from '../market-data/store/candle-store';
import { analysisTimeframeOf } from './domain/analysis-timeframe';
import { excursionsOf } from './domain/excursions';
import { type ClosedAnalysedTrade, HeldExcursions } from './held-excursions';

// Every trade is measured twice: in bulk by HeldExcursions, and one at a time as the trade dialog's
// analysis reads it (the market-data chain over the chart window, store only, then excursionsOf).
// The two must agree on every figure measured inside the trade, whatever the candles held.

const minute = 60_000;
const START = Date.UTC(2024, 2, 4, 14, 0);


const stock = (symbol: string): InstrumentFacts => ({ symbol, assetClass: 'stock', underlying: null, expiry: null, strike: null, optionRight: null });

function trade(symbol: string, direction: 'LONG' | 'SHORT', entry: number, exit: number, entryPrice: string, exitPrice: string, stopPrice: string | null = null): ClosedAnalysedTrade {
  return { symbol, direction, entryPrice, exitPrice, entryTime: new Date(entry), exitTime: new Date(exit), quantity: '100', multiplier: '1', netPnl: '0', stopPrice };
}

const timesOf = (closed: ClosedAnalysedTrade) => ({ closed, symbol: closed.symbol, entryTime: closed.entryTime.getTime(), exitTime: closed.exitTime.getTime() });

/** Bars around 100 that wander, one every `step` minutes from `first`, optionally off the grid by `offset` minutes. */
function walk(random: () => number, first: number, count: number, step: number, offset = 0): Bar[] {
  let price = 100;
  return Array.from({ length: count }, (_, index) => {
    const open = price;
    price = Math.max(1, price + (random() - 0.5) * 2);
    const high = Math.max(open, price) + random();
    const low = Math.max(0.5, Math.min(open, price) - random());
    return { time: new Date(first + (index * step + offset) * minute), open: open.toFixed(2), high: high.toFixed(2), low: low.toFixed(2), close: price.toFixed(2), volume: '100' };
  });
}

describeEachDatabase('HeldExcursions: MAE and MFE of many trades from the candle store, as the trade dialog measures each', (database) => {
  let testApp: TestApp;
  const store = new CandleStore();
  const held = new HeldExcursions(store);
  const save = async (symbol: string, timeframe: Timeframe, bars: Bar[]) => {
    const times = bars.map((bar) => bar.time.getTime());
    const span = { start: Math.min(...times), end: Math.max(...times) + minute };
    await store.save(testApp.orm.em.fork(), { symbol, timeframe, provider: 'alpaca', source: 'alpaca-iex', owner: null }, bars, { replacing: span, held: span }, new Date());
  };
  /** The trade dialog's reading of one trade: its timeframe, the chart window through the chain (no fetch), excursionsOf. */
  const oneByOne = async (closed: ClosedAnalysedTrade, instrument: InstrumentFacts = stock(closed.symbol)) => {
    const timeframe = analysisTimeframeOf(closed.entryTime, closed.exitTime);
    const chart = await testApp.services.marketData.candles(testApp.orm.em.fork(), 0, instrument, timeframe, chartWindowOf(closed.entryTime, closed.exitTime, timeframe), { fetch: false });
    const excursions = chart.isUnderlying ? null : excursionsOf(closed, chart.candles, timeframe);
    if (!excursions) return null;
    const { exitTiming: _timing, afterExit: _after, ...inside } = excursions;
    return inside;
  };
  const expectSameAsOneByOne = async (trades: ClosedAnalysedTrade[]) => {
    const bulk = await held.measure(testApp.orm.em.fork(), 0, trades);
    const single = await Promise.all(trades.map((closed) => oneByOne(closed)));
    expect(bulk).toEqual(single);
    const covered = await held.withCandles(testApp.orm.em.fork(), 0, trades.map(timesOf));
    expect(covered.map(({ closed }) => closed)).toEqual(trades.filter((_, index) => single[index] !== null));
    return single;
  };

  beforeAll(async () => {
    testApp = await startTestApp(database.env);
    const random = seededRandom(7);
    await save('HXA', '5m', walk(random, START, 24, 5)); // 14:00-15:55 on the grid
    await save('HXB', '1m', walk(random, START, 90, 1)); // 1m only: 5m bars built from them
    await save('HXC', '5m', walk(random, START, 24, 5, 2)); // a file's 5m bars off the grid (14:02, 14:07…)
    await save('HXC', '1m', walk(random, START + 60 * minute, 30, 1)); // and 1m bars in some of the same buckets
    await save('HXD', '1d', walk(random, Date.UTC(2023, 0, 2), 500, 1_440)); // day bars dated at UTC midnight, off the New York day
    await save('HXE', '1h', walk(random, START, 48, 60)); // hourly only: no 5m bar comes of it
  });
  afterAll(() => testApp.close());

  it('measures by hand a long trade from its 5m candles, and a short one from 1m candles built into 5m, R with a stop', async () => {
    await save('HXL', '5m', [
      { time: new Date('2024-03-04T14:30:00Z'), open: '100', high: '100.5', low: '99.6', close: '100.2', volume: '1000' },
      { time: new Date('2024-03-04T14:35:00Z'), open: '100.2', high: '101', low: '99.5', close: '100.8', volume: '1000' },
      { time: new Date('2024-03-04T14:40:00Z'), open: '100.8', high: '103', low: '100.7', close: '102.5', volume: '1000' },
      { time: new Date('2024-03-04T14:55:00Z'), open: '102', high: '104', low: '101.9', close: '103.8', volume: '1000' }, // after the exit
    ]);
    await save('HXS', '1m', [
      { time: new Date('2024-03-04T15:00:00Z'), open: '50', high: '50.2', low: '49.9', close: '50.1', volume: '10' },
      { time: new Date('2024-03-04T15:03:00Z'), open: '50.1', high: '50.9', low: '49.8', close: '50.6', volume: '10' },
      { time: new Date('2024-03-04T15:08:00Z'), open: '50.6', high: '50.7', low: '50.3', close: '50.4', volume: '10' },
    ]);
    const long = trade('HXL', 'LONG', Date.parse('2024-03-04T14:31:00Z'), Date.parse('2024-03-04T14:44:00Z'), '100', '102', '99');
    const short = { ...trade('HXS', 'SHORT', Date.parse('2024-03-04T15:01:00Z'), Date.parse('2024-03-04T15:09:00Z'), '50', '50.4'), quantity: '10' };
    const [longExcursions, shortExcursions] = await held.measure(testApp.orm.em.fork(), 0, [long, short]);
    // Long: lowest low inside 99.5 (0.5 a share, $50 on 100, 0.5R on a 1-point stop); highest high 103 ($300, 3R).
    expect(longExcursions).toMatchObject({ timeframe: '5m', barsInside: 3, mae: { price: '99.5', dollars: '50.00', r: '0.50' }, mfe: { price: '103', dollars: '300.00', r: '3.00' }, capturedPercent: '66.7' });
    // Short, no stop: the 5m bars 15:00 (high 50.9, low 49.8) and 15:05 (50.7 / 50.3) from the 1m bars; MAE 0.9 ($9 on 10), MFE 0.2 ($2), no R.
    expect(shortExcursions).toMatchObject({ timeframe: '5m', barsInside: 2, mae: { price: '50.9', perUnit: '0.9', dollars: '9.00', r: null }, mfe: { price: '49.8', perUnit: '0.2', dollars: '2.00', r: null } });
    await expectSameAsOneByOne([long, short]);
  });

  it('agrees with the dialog on 5m, 1m-built, off-grid, mixed and day candles, and on trades with none inside', async () => {
    const at = (minutes: number) => START + minutes * minute;
    const trades = [
      trade('HXA', 'LONG', at(3), at(27), '100', '101'),
      trade('HXA', 'SHORT', at(50), at(51), '100', '99.5'), // inside one candle
      trade('HXA', 'LONG', at(200), at(230), '100', '100'), // after the last candle: none inside
      trade('HXB', 'SHORT', at(12), at(44), '100', '99'),
      trade('HXC', 'LONG', at(1), at(2), '100', '101'), // between 14:00 and 14:02: the off-grid bar of 14:02 overlaps, the one of 13:57 does not exist
      trade('HXC', 'LONG', at(61), at(88), '100', '102'), // buckets with both a 5m bar and 1m bars
      trade('HXD', 'LONG', Date.UTC(2023, 1, 1, 15), Date.UTC(2024, 1, 1, 15), '100', '103'), // a year: day candles
      trade('HXD', 'SHORT', Date.UTC(2023, 5, 1, 15), Date.UTC(2023, 6, 20, 15), '100', '97'), // 49 days: 15m, and only day bars held
      trade('HXE', 'LONG', at(10), at(100), '100', '101'), // 5m from hourly bars: none
      trade('NONE', 'LONG', at(10), at(20), '100', '101'),
    ];
    const single = await expectSameAsOneByOne(trades);
    expect(single.map((excursions) => excursions?.timeframe ?? null)).toEqual(['5m', '5m', null, '5m', '5m', '5m', '1d', null, null, null]);
  });

  it('agrees with the dialog on random trades over random candles', async () => {
    const random = seededRandom(42);
    await save('HXR', '5m', walk(random, START, 60, 5, 1));
    await save('HXR', '1m', walk(random, START + 100 * minute, 200, 1));
    const trades = Array.from({ length: 120 }, () => {
      const entry = START - 30 * minute + Math.floor(random() * 360) * minute + Math.floor(random() * 60) * 1_000;
      const exit = entry + Math.floor(random() * 90) * minute + 1_000;
      return trade('HXR', random() < 0.5 ? 'LONG' : 'SHORT', entry, exit, (95 + random() * 10).toFixed(2), (95 + random() * 10).toFixed(2), random() < 0.5 ? '90' : null);
    });
    const single = await expectSameAsOneByOne(trades);
    // Some of each: the comparison would say little if every trade had candles, or none.
    expect(single.filter(Boolean).length).toBeGreaterThan(20);
    expect(single.filter((excursions) => !excursions).length).toBeGreaterThan(5);
  });

  it('leaves out an option whose own candles are not held, though its underlying’s are', async () => {
    const option = { symbol: 'HXA 240315C100', assetClass: 'option', underlying: 'HXA', expiry: '2024-03-15', strike: '100', optionRight: 'C' } as const;
    const closed = trade(option.symbol, 'LONG', START + 5 * minute, START + 25 * minute, '2', '2.5');
    expect(await oneByOne(closed, option)).toBeNull();
    expect(await held.measure(testApp.orm.em.fork(), 0, [closed])).toEqual([null]);
    expect(await held.withCandles(testApp.orm.em.fork(), 0, [timesOf(closed)])).toEqual([]);
  });
});
