import { describe, expect, it } from 'vitest';
import type { Bar } from '../../market-data/domain/bar';
import type { AnalysedTrade } from '../../trade-analysis/domain/analysed-trade';
import { excursionsOf } from '../../trade-analysis/domain/excursions';
import type { BreakdownTrade } from './bucket-stats';
import { closedTrade } from './closed-trade.test-support';
import { type ExcursionPoint, excursionPointOf, MAX_SCATTER_POINTS, MIN_SCATTER_POINTS, newestForScatter, readingsOf, scatterOf } from './excursion-scatter';

/** A closed AAPL long of 100 shares at $100 unless told. */
const closed = (entry: string, exit: string, netPnl: string, options: Partial<BreakdownTrade> = {}) => closedTrade(entry, exit, netPnl, { entryPrice: '100', ...options });
let sequence = 0;

const bar = (hhmm: string, high: string, low: string): Bar => ({ time: new Date(`2024-03-04T${hhmm}:00Z`), open: low, high, low, close: high, volume: '1000' });
const analysed = (trade: BreakdownTrade, exitPrice: string): AnalysedTrade => ({ ...trade, entryTime: new Date(trade.entryTime), exitTime: new Date(trade.exitTime), exitPrice });

/** A point with only what the readings look at. */
const point = (netPnl: string, mfeDollars: string, capturedPercent: string | null = null): ExcursionPoint => ({
  tradeId: String((sequence += 1)), symbol: 'AAPL', direction: 'LONG', exitTime: new Date(0), netPnl, maeDollars: '0.00', mfeDollars, maeR: null, mfeR: null, capturedPercent, timeframe: '5m',
});
const times = (count: number, make: () => ExcursionPoint) => Array.from({ length: count }, make);

describe('excursionPointOf', () => {
  it('gives a long trade with a stop in dollars and in R, by hand', () => {
    // 100 shares bought at 100, sold at 102, stop 99 (1 point of risk). Inside: low 99.5, high 103.
    const trade = closed('2024-03-04T14:31:00Z', '2024-03-04T14:44:00Z', '200', { stopPrice: '99' });
    const excursions = excursionsOf(analysed(trade, '102'), [bar('14:30', '100.5', '99.6'), bar('14:35', '101', '99.5'), bar('14:40', '103', '100.7')], '5m')!;
    expect(excursionPointOf(trade, excursions)).toEqual({
      tradeId: trade.id, symbol: 'AAPL', direction: 'LONG', exitTime: new Date('2024-03-04T14:44:00Z'), netPnl: '200',
      maeDollars: '50.00', mfeDollars: '300.00', maeR: '0.50', mfeR: '3.00', capturedPercent: '66.7', timeframe: '5m',
    });
  });

  it('gives a short trade without a stop in dollars only, by hand', () => {
    // 10 short at 50, covered at 50.4 (a loss of $4): highest high inside 50.9 (MAE 0.9 = $9), lowest low 49.8 (MFE 0.2 = $2).
    const trade = closed('2024-03-04T15:01:00Z', '2024-03-04T15:09:00Z', '-4', { direction: 'SHORT', quantity: '10', entryPrice: '50' });
    const excursions = excursionsOf(analysed(trade, '50.4'), [bar('15:00', '50.9', '49.8'), bar('15:05', '50.7', '50.3')], '5m')!;
    expect(excursionPointOf(trade, excursions)).toMatchObject({ direction: 'SHORT', netPnl: '-4', maeDollars: '9.00', mfeDollars: '2.00', maeR: null, mfeR: null, capturedPercent: '-200.0' });
  });
});

describe('readingsOf', () => {
  it('counts the losers whose MFE was above their final loss, from 20 losers on', () => {
    const losers = [...times(7, () => point('-50', '50.01')), ...times(13, () => point('-50', '50.00'))];
    expect(readingsOf(losers)).toEqual({ losers: 20, losersAheadFirst: 7, winners: 0, medianWinnerCapturedPercent: null });
    expect(readingsOf(losers.slice(1)).losersAheadFirst).toBeNull();
  });

  it('gives the winners’ median share of the MFE kept, from 20 winners with an MFE on; scratches are neither', () => {
    const winners = Array.from({ length: 20 }, (_, index) => point('10', '20.00', String(10 + index * 5)));
    // Captured 10, 15, … 105: the middle two are 55 and 60.
    expect(readingsOf([...winners, point('0', '0.00')])).toEqual({ losers: 0, losersAheadFirst: null, winners: 20, medianWinnerCapturedPercent: 57.5 });
    expect(readingsOf(winners.slice(1)).medianWinnerCapturedPercent).toBeNull();
  });
});

describe('the scatter’s points', () => {
  it(`are the newest ${MAX_SCATTER_POINTS} trades with candles, newest first`, () => {
    const trades = Array.from({ length: MAX_SCATTER_POINTS + 5 }, (_, index) => closed('2024-03-04T14:00:00Z', new Date(Date.parse('2024-03-04T15:00:00Z') + index * 60_000).toISOString(), '1'));
    const newest = newestForScatter([...trades.slice(500), ...trades.slice(0, 500)]);
    expect(newest).toHaveLength(MAX_SCATTER_POINTS);
    expect(newest[0]).toBe(trades.at(-1));
    expect(newest.at(-1)).toBe(trades[5]);
  });

  it(`say 'not enough data' under ${MIN_SCATTER_POINTS} points, and keep the coverage counts`, () => {
    expect(scatterOf(40, 19, times(19, () => point('5', '5.00', '100.0')))).toMatchObject({ closedTrades: 40, tradesWithCandles: 19, enoughData: false });
    expect(scatterOf(40, 25, times(20, () => point('5', '5.00', '100.0')))).toMatchObject({ closedTrades: 40, tradesWithCandles: 25, enoughData: true });
  });
});
