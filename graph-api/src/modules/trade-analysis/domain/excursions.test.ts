import { describe, expect, it } from 'vitest';
import type { Bar } from '../../market-data/domain/bar';
import type { AnalysedTrade } from './analysed-trade';
import { excursionsOf } from './excursions';

const bar = (hhmm: string, open: string, high: string, low: string, close: string): Bar => ({ time: new Date(`2024-03-04T${hhmm}:00Z`), open, high, low, close, volume: '1000' });
const at = (hhmm: string) => new Date(`2024-03-04T${hhmm}:00Z`);

const LONG: AnalysedTrade = { symbol: 'AAPL', direction: 'LONG', entryPrice: '100', exitPrice: '102', entryTime: at('14:31'), exitTime: at('14:52'), quantity: '10', multiplier: '1', netPnl: '20', stopPrice: '99' };
const LONG_BARS = [
  bar('14:25', '99', '99.2', '98', '99.1'), // before the entry: ignored
  bar('14:30', '100', '100.5', '99.6', '100.2'),
  bar('14:35', '100.2', '101', '99.5', '100.8'),
  bar('14:40', '100.8', '103', '100.7', '102.5'),
  bar('14:45', '102.5', '102.8', '101.9', '102.1'),
  bar('14:50', '102.1', '102.3', '101.8', '102'),
  bar('14:55', '102', '104', '101.9', '103.8'), // after the exit
];

describe('excursionsOf', () => {
  it('measures a long trade by hand: MFE 3 (3R, $30) at 14:40, MAE 0.5 (0.5R, $5), two thirds captured, exited before the best price', () => {
    const result = excursionsOf(LONG, LONG_BARS, '5m')!;
    expect(result.barsInside).toBe(5);
    expect(result.insideOneBar).toBe(false);
    expect(result.mfe).toEqual({ price: '103', perUnit: '3', dollars: '30.00', r: '3.00', time: at('14:40') });
    expect(result.mae).toEqual({ price: '99.5', perUnit: '0.5', dollars: '5.00', r: '0.50', time: at('14:35') });
    expect(result.realisedPerUnit).toBe('2');
    expect(result.capturedPercent).toBe('66.7');
    expect(result.minutesToMfe).toBe(9);
    expect(result.stopReached).toBeNull();
    expect(result.exitTiming).toBe('before_best');
    expect(result.givenBackPerUnit).toBe('1');
    expect(result.afterExit).toEqual({ price: '104', time: at('14:55'), beyondMfePerUnit: '1' });
    expect(result.hindsight).toEqual({ entry: { price: '99.5', time: at('14:35') }, exit: { price: '103', time: at('14:40') } });
  });

  it('measures a short trade whose stop was hit: MAE 0.9 (1.8R, $90), MFE 0.2 (0.4R), a loss of four times the favourable move', () => {
    const short: AnalysedTrade = { symbol: 'XYZ', direction: 'SHORT', entryPrice: '50', exitPrice: '50.8', entryTime: at('15:00'), exitTime: at('15:20'), quantity: '100', multiplier: '1', netPnl: '-80', stopPrice: '50.5' };
    const bars = [
      bar('15:00', '50', '50.2', '49.8', '50.1'),
      bar('15:05', '50.1', '50.6', '50', '50.5'),
      bar('15:10', '50.5', '50.9', '50.4', '50.8'),
      bar('15:15', '50.8', '50.85', '50.6', '50.7'),
      bar('15:20', '50.7', '50.8', '50.6', '50.75'),
    ];
    const result = excursionsOf(short, bars, '5m')!;
    expect(result.mfe).toEqual({ price: '49.8', perUnit: '0.2', dollars: '20.00', r: '0.40', time: at('15:00') });
    expect(result.mae).toEqual({ price: '50.9', perUnit: '0.9', dollars: '90.00', r: '1.80', time: at('15:10') });
    expect(result.stopReached).toEqual({ price: '50.5', time: at('15:05') });
    expect(result.realisedPerUnit).toBe('-0.8');
    expect(result.capturedPercent).toBe('-400.0');
    expect(result.minutesToMfe).toBe(0);
    expect(result.exitTiming).toBe('after_best');
    expect(result.givenBackPerUnit).toBe('1');
    expect(result.afterExit).toBeNull();
    expect(result.hindsight).toEqual({ entry: { price: '50.9', time: at('15:10') }, exit: { price: '50.4', time: at('15:10') } });
  });

  it('measures a trade inside one candle from that candle, and says so; no stop means no R', () => {
    const trade: AnalysedTrade = { ...LONG, entryPrice: '20', exitPrice: '20.1', entryTime: at('14:31'), exitTime: at('14:33'), quantity: '50', stopPrice: null };
    const result = excursionsOf(trade, [bar('14:30', '19.9', '20.3', '19.8', '20.2')], '5m')!;
    expect(result.insideOneBar).toBe(true);
    expect(result.mfe).toEqual({ price: '20.3', perUnit: '0.3', dollars: '15.00', r: null, time: at('14:31') });
    expect(result.mae).toEqual({ price: '19.8', perUnit: '0.2', dollars: '10.00', r: null, time: at('14:31') });
    expect(result.capturedPercent).toBe('33.3');
  });

  it('counts the multiplier of an option contract in dollars', () => {
    const option: AnalysedTrade = { ...LONG, quantity: '2', multiplier: '100' };
    expect(excursionsOf(option, LONG_BARS, '5m')!.mfe.dollars).toBe('600.00');
  });

  it('finds nothing, rather than inventing it, without a candle overlapping the trade', () => {
    expect(excursionsOf(LONG, [bar('13:00', '1', '2', '0.5', '1.5')], '5m')).toBeNull();
    expect(excursionsOf(LONG, [], '5m')).toBeNull();
  });
});
