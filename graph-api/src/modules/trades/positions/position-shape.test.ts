import { describe, expect, it } from 'vitest';
import { riskOf, shapeOf, type ShapeLeg } from './position-shape';

const leg = (symbol: string, direction: 'LONG' | 'SHORT', entryPrice: string, quantity = '1', multiplier = '100'): ShapeLeg => ({ symbol, direction, quantity, entryPrice, multiplier });

describe('the shape of a position by its legs', () => {
  it('names two-leg spreads by their strikes, expiries and sides', () => {
    expect(shapeOf([leg('SPY 260320C500', 'LONG', '5'), leg('SPY 260320C510', 'SHORT', '2')])).toBe('vertical');
    expect(shapeOf([leg('SPY 260320C500', 'SHORT', '5'), leg('SPY 260417C500', 'LONG', '7')])).toBe('calendar');
    expect(shapeOf([leg('SPY 260320C500', 'SHORT', '5'), leg('SPY 260417C510', 'LONG', '4')])).toBe('diagonal');
    expect(shapeOf([leg('SPY 260320C500', 'LONG', '5'), leg('SPY 260320P500', 'LONG', '4')])).toBe('straddle');
    expect(shapeOf([leg('SPY 260320C510', 'SHORT', '2'), leg('SPY 260320P490', 'SHORT', '2')])).toBe('strangle');
    // Two calls bought at two strikes are no spread the list names.
    expect(shapeOf([leg('SPY 260320C500', 'LONG', '5'), leg('SPY 260320C510', 'LONG', '2')])).toBe('custom, 2 legs');
  });

  it('names iron condors, butterflies, covered calls and collars', () => {
    const condor = [leg('AAPL 260320P180', 'LONG', '1'), leg('AAPL 260320P190', 'SHORT', '2.5'), leg('AAPL 260320C220', 'SHORT', '2'), leg('AAPL 260320C230', 'LONG', '0.8')];
    expect(shapeOf(condor)).toBe('iron condor');
    expect(shapeOf([leg('SPY 260320C490', 'LONG', '12'), leg('SPY 260320C500', 'SHORT', '6', '2'), leg('SPY 260320C510', 'LONG', '2')])).toBe('butterfly');
    expect(shapeOf([leg('SPY 260320P490', 'LONG', '1'), leg('SPY 260320P500', 'SHORT', '5'), leg('SPY 260320C500', 'SHORT', '5'), leg('SPY 260320C510', 'LONG', '1')])).toBe('butterfly');
    expect(shapeOf([leg('KO', 'LONG', '60', '100', '1'), leg('KO 260320C62', 'SHORT', '1')])).toBe('covered call');
    expect(shapeOf([leg('KO', 'LONG', '60', '100', '1'), leg('KO 260320C62', 'SHORT', '1'), leg('KO 260320P58', 'LONG', '0.8')])).toBe('collar');
    expect(shapeOf([leg('KO', 'SHORT', '60', '100', '1'), leg('KO 260320C62', 'SHORT', '1')])).toBe('custom, 2 legs');
    expect(shapeOf([leg('SPY 260320C500', 'LONG', '5'), leg('SPY 260320C510', 'SHORT', '2'), leg('SPY 260320P480', 'SHORT', '2'), leg('SPY 260320P470', 'LONG', '1'), leg('SPY 260320C520', 'LONG', '1')])).toBe(
      'custom, 5 legs',
    );
  });
});

describe('net debit, maximum loss and gain at expiry', () => {
  it('a debit vertical risks its debit and makes the width less it', () => {
    // Bought 2 × 6900 C at 12, sold 2 × 6910 C at 7: a debit of 5 × 2 × 100.
    expect(riskOf([leg('SPXW 260306C6900', 'LONG', '12', '2'), leg('SPXW 260306C6910', 'SHORT', '7', '2')])).toEqual({ netDebit: '1000', maxLoss: '1000', maxGain: '1000' });
  });

  it('an iron condor keeps its credit at most and loses the wider side less it', () => {
    const condor = [leg('AAPL 260320P180', 'LONG', '1'), leg('AAPL 260320P190', 'SHORT', '2.5'), leg('AAPL 260320C220', 'SHORT', '2'), leg('AAPL 260320C230', 'LONG', '0.8')];
    expect(riskOf(condor)).toEqual({ netDebit: '-270', maxLoss: '730', maxGain: '270' });
  });

  it('leaves undefined what has no bound or depends on a later expiry', () => {
    expect(riskOf([leg('SPY 260320C510', 'SHORT', '2'), leg('SPY 260320P490', 'SHORT', '2')])).toEqual({ netDebit: '-400', maxLoss: null, maxGain: '400' });
    expect(riskOf([leg('SPY 260320C500', 'LONG', '5'), leg('SPY 260320P500', 'LONG', '4')])).toEqual({ netDebit: '900', maxLoss: '900', maxGain: null });
    expect(riskOf([leg('SPY 260320C500', 'SHORT', '5'), leg('SPY 260417C500', 'LONG', '7')])).toEqual({ netDebit: '200', maxLoss: null, maxGain: null });
  });

  it('a covered call risks the shares less the premium and makes up to the strike', () => {
    expect(riskOf([leg('KO', 'LONG', '60', '100', '1'), leg('KO 260320C62', 'SHORT', '1')])).toEqual({ netDebit: '5900', maxLoss: '5900', maxGain: '300' });
  });
});
