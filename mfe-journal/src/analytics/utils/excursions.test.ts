import { describe, expect, it } from 'vitest';
import { cappedText, coverageText, excursionText, losersReading, outcomeOfPoint, pointDescription, winnersReading } from './excursions';

const point = {
  __typename: 'ExcursionPoint' as const, tradeId: '7', symbol: 'ZSA', direction: 'LONG', exitTime: '2024-03-04T14:44:00.000Z', netPnl: '200',
  maeDollars: '50.00', mfeDollars: '300.00', maeR: '0.50', mfeR: '3.00', capturedPercent: '66.7',
};

describe('the scatter’s words', () => {
  it('tells winners, losers and scratches apart by net P&L', () => {
    expect(['200', '-0.01', '0'].map((netPnl) => outcomeOfPoint({ netPnl }))).toEqual(['winner', 'loser', 'scratch']);
  });

  it('says how many closed trades have candles, and when only the newest are shown', () => {
    expect(coverageText(2, 3)).toBe('2 of 3 closed trades have candles.');
    expect(coverageText(0, 1)).toBe('0 of 1 closed trade has candles.');
    expect(coverageText(16709, 99995)).toBe('16,709 of 99,995 closed trades have candles.');
    expect(cappedText(1000, 16709)).toBe('The newest 1,000 of them are shown.');
    expect(cappedText(2, 2)).toBeNull();
  });

  it('gives each reading with its sample, or what it needs', () => {
    expect(losersReading({ losers: 25, losersAheadFirst: 10 }, 20)).toBe('10 of 25 losers (40.0%) had been ahead by more than they finally lost: their MFE was above the loss.');
    expect(losersReading({ losers: 1, losersAheadFirst: null }, 20)).toBe('Needs 20 losers with candles; there is 1.');
    expect(winnersReading({ winners: 31, medianWinnerCapturedPercent: 57.5 }, 20)).toBe('Winners kept a median 57.5% of their MFE (31 winners).');
    expect(winnersReading({ winners: 4, medianWinnerCapturedPercent: null }, 20)).toBe('Needs 20 winners with candles; there are 4.');
  });

  it('reads a point out in dollars, with R where the trade has a stop', () => {
    expect(excursionText('50.00', '0.50')).toBe('$50.00 (0.5R)');
    expect(excursionText('9.00', null)).toBe('$9.00');
    expect(pointDescription(point, 'America/New_York')).toBe('ZSA long, Mar 4, 2024, 9:44 AM: +$200.00; MAE $50.00 (0.5R), MFE $300.00 (3R), 66.7% of the MFE kept');
  });
});
