import { describe, expect, it } from 'vitest';
import type { Bar } from '../../market-data/domain/bar';
import type { AnalysedTrade } from './analysed-trade';
import { analyseTrade } from './trade-analysis-engine';

const bar = (hhmm: string, open: string, high: string, low: string, close: string): Bar => ({ time: new Date(`2024-03-04T${hhmm}:00Z`), open, high, low, close, volume: '1000' });
const at = (hhmm: string) => new Date(`2024-03-04T${hhmm}:00Z`);
const utc = (time: Date) => `${time.toISOString().slice(11, 16)} UTC`;

const LONG: AnalysedTrade = { symbol: 'AAPL', direction: 'LONG', entryPrice: '100', exitPrice: '102', entryTime: at('14:31'), exitTime: at('14:52'), quantity: '10', multiplier: '1', netPnl: '20', stopPrice: '99' };
const LONG_BARS = [
  bar('14:30', '100', '100.5', '99.6', '100.2'),
  bar('14:35', '100.2', '101', '99.5', '100.8'),
  bar('14:40', '100.8', '103', '100.7', '102.5'),
  bar('14:45', '102.5', '102.8', '101.9', '102.1'),
  bar('14:50', '102.1', '102.3', '101.8', '102'),
  bar('14:55', '102', '104', '101.9', '103.8'),
];
const PEERS = [
  { notional: '400', maePercent: '0.2' },
  { notional: '500', maePercent: '0.25' },
  { notional: '600', maePercent: null },
];
const CANDLES = { bars: LONG_BARS, timeframe: '5m', chartedSymbol: 'AAPL', isUnderlying: false } as const;

describe('analyseTrade', () => {
  it('answers the SPEC fields from the candles and the trader\'s own trades, every figure cited', () => {
    const analysis = analyseTrade(LONG, CANDLES, PEERS, utc);
    expect(analysis.suggested_entry).toBe('99.5');
    expect(analysis.suggested_exit).toBe('103');
    expect(analysis.hindsight_note).toBe('Hindsight, not a signal: the best entry (99.5 at 14:35 UTC) is the lowest low of the 5m candles inside the trade, and the best exit (103 at 14:40 UTC) the highest high from then on.');
    expect(analysis.risk_analysis).toBe(
      [
        'Maximum adverse excursion: 0.5 per unit ($5.00, 0.50R), to 99.5 at 14:35 UTC.',
        'Maximum favourable excursion: 3 per unit ($30.00, 3.00R), to 103 at 14:40 UTC, 9 minutes after the entry.',
        'The exit kept 66.7% of the favourable move.',
        'The price never reached the planned stop at 99.',
        'Size: $1,000.00, 2.00 times your median of $500.00 over 3 earlier closed trades.',
        'Its adverse move of 0.50% of the entry price is 2.22 times your median of 0.23% over 2 earlier trades with candles.',
      ].join(' '),
    );
    expect(analysis.improvement_tips).toEqual([
      'After the exit the price went on to 104, 1 per unit beyond the best price inside the trade: consider keeping part of the position for a further move.',
      'This position ($1,000.00) was 2.00 times your median size ($500.00 over 3 trades): size it to your usual risk.',
      'Its adverse move (0.50% of the entry) was 2.22 times your median (0.23% over 2 trades): check whether the entry was early.',
    ]);
    // 5 candles (35) + 3 past trades (3) + a stop (10).
    expect(analysis.confidence_score).toBe(48);
    expect(analysis.confidence_reasons).toEqual([
      'Only 5 5m candles cover the trade.',
      '3 earlier closed trades to compare with (30 give full weight).',
      'A planned stop is set, so excursions are measured in R.',
    ]);
  });

  it('tells a trader who exited past the stop to honour it, and one who lost a favourable move to protect it', () => {
    const short: AnalysedTrade = { symbol: 'XYZ', direction: 'SHORT', entryPrice: '50', exitPrice: '50.8', entryTime: at('15:00'), exitTime: at('15:20'), quantity: '100', multiplier: '1', netPnl: '-80', stopPrice: '50.5' };
    const bars = [bar('15:00', '50', '50.2', '49.8', '50.1'), bar('15:05', '50.1', '50.6', '50', '50.5'), bar('15:10', '50.5', '50.9', '50.4', '50.8'), bar('15:15', '50.8', '50.85', '50.6', '50.7'), bar('15:20', '50.7', '50.8', '50.6', '50.75')];
    const analysis = analyseTrade(short, { ...CANDLES, bars, chartedSymbol: 'XYZ' }, [], utc);
    expect(analysis.improvement_tips).toEqual([
      'The price reached your stop at 50.5 but the exit came at 50.8, 1.80R against you at worst: honour the planned stop.',
      'The trade was 0.2 per unit in your favour (at 49.8) before closing 0.8 per unit against you: a stop moved to the entry once ahead would have kept it from a loss.',
    ]);
    expect(analysis.risk_analysis).toContain('The price reached the planned stop at 50.5 at 15:05 UTC.');
    expect(analysis.risk_analysis).toContain('Size: $5,000.00; there are no earlier closed trades to compare it with.');
    expect(analysis.confidence_score).toBe(45);
  });

  it('without candles says what it could not measure and gives no excursion, price or ratio it does not have', () => {
    const analysis = analyseTrade({ ...LONG, stopPrice: null }, { ...CANDLES, bars: [], chartedSymbol: null }, [], utc);
    expect(analysis).toMatchObject({ suggested_entry: null, suggested_exit: null, excursions: null, hindsight_note: null, confidence_score: 0 });
    expect(analysis.risk_analysis).toBe('No candles of AAPL cover this trade, so MAE and MFE are not measured. No planned stop is set, so nothing is measured in R. Size: $1,000.00; there are no earlier closed trades to compare it with.');
    expect(analysis.improvement_tips).toEqual(["Import candles of AAPL (candle CSV) or connect Alpaca to measure this trade's MAE and MFE.", 'Set a planned stop in the journal to measure this trade in R.']);
    expect(analysis.confidence_reasons).toEqual([
      'No candles of the instrument cover the trade: MAE and MFE are not measured.',
      'No earlier closed trades to compare with.',
      'No planned stop is set, so nothing is measured in R.',
    ]);
  });

  it("does not read an option's excursions from its underlying's candles, and says whose candles they are", () => {
    const option = { ...LONG, symbol: 'AAPL 240119C190', entryPrice: '2.5', exitPrice: '3', multiplier: '100', stopPrice: null };
    const analysis = analyseTrade(option, { ...CANDLES, isUnderlying: true }, PEERS, utc);
    expect(analysis.excursions).toBeNull();
    expect(analysis.risk_analysis).toContain('The candles found are of the underlying AAPL, not of AAPL 240119C190 itself, so MAE and MFE are not measured.');
    expect(analysis.improvement_tips[0]).toBe("Import candles of AAPL 240119C190 itself (candle CSV) to measure this trade's MAE and MFE; only the underlying AAPL is held.");
  });
});
