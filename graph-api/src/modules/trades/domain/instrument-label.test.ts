import { describe, expect, it } from 'vitest';
import { futureInstrument, parseOccSymbol } from './instruments';
import { instrumentNames } from './instrument-label';

describe('instrumentNames', () => {
  it('names an option as underlying, expiry, strike and right, and gives back its OCC code', () => {
    const stored = parseOccSymbol('SPXW  260309C06970000')!.symbol;
    expect(stored).toBe('SPXW 260309C6970');
    expect(instrumentNames(stored)).toEqual({ label: 'SPXW 9 Mar 26 6970 C', underlying: 'SPXW', code: 'SPXW  260309C06970000' });
    expect(instrumentNames(parseOccSymbol('AAPL241220P00192500')!.symbol)).toEqual({ label: 'AAPL 20 Dec 24 192.5 P', underlying: 'AAPL', code: 'AAPL  241220P00192500' });
  });

  it('names a future by root and month, micro contracts included', () => {
    expect(instrumentNames(futureInstrument('/ESH26', 2026).symbol)).toEqual({ label: 'ES Mar 26', underlying: 'ES', code: 'ESH26' });
    expect(instrumentNames(futureInstrument('MNQZ5', 2025).symbol).label).toBe('MNQ Dec 25');
    expect(instrumentNames(futureInstrument('MHGN26', 2026).symbol).label).toBe('MHG Jul 26');
  });

  it('leaves tickers and pairs as they are', () => {
    expect(instrumentNames('BRK.B')).toEqual({ label: 'BRK.B', underlying: 'BRK.B', code: 'BRK.B' });
    expect(instrumentNames('BTC/USD').label).toBe('BTC/USD');
  });
});

describe('the futures contract table', () => {
  it('prices ICE, NYMEX and micro contracts and refuses an unknown root by name', () => {
    expect(futureInstrument('SBN26', 2026).multiplier).toBe('1120');
    expect(futureInstrument('RBZ25', 2025).multiplier).toBe('42000');
    expect(futureInstrument('M6EU26', 2026).multiplier).toBe('12500');
    expect(() => futureInstrument('QQZ26', 2026)).toThrow('Unknown futures contract "QQ"');
  });
});
