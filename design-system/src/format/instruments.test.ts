import { describe, expect, it } from 'vitest';
import { instrumentLabel, readInstrument } from './instruments';

describe('readInstrument', () => {
  it('reads an option as underlying, day month year, strike and right, with its OCC code', () => {
    expect(readInstrument('SPXW 260309C6970')).toEqual({
      label: 'SPXW 9 Mar 26 6970 C',
      underlying: 'SPXW',
      code: 'SPXW  260309C06970000',
    });
  });

  it('keeps a fractional strike and pads the OCC strike to thousandths', () => {
    expect(readInstrument('AAPL 241220P192.5')).toEqual({
      label: 'AAPL 20 Dec 24 192.5 P',
      underlying: 'AAPL',
      code: 'AAPL  241220P00192500',
    });
  });

  it('reads a futures contract as root and month', () => {
    expect(readInstrument('ESH2026')).toEqual({ label: 'ES Mar 26', underlying: 'ES', code: 'ESH26' });
    expect(readInstrument('MNQZ2025').label).toBe('MNQ Dec 25');
    expect(readInstrument('6EM2026').label).toBe('6E Jun 26');
  });

  it('leaves tickers and crypto pairs as they are', () => {
    expect(readInstrument('AAPL')).toEqual({ label: 'AAPL', underlying: 'AAPL', code: 'AAPL' });
    expect(instrumentLabel('BTC/USD')).toBe('BTC/USD');
    expect(instrumentLabel('BRK.B')).toBe('BRK.B');
  });

  it('does not read an impossible month as an option', () => {
    expect(instrumentLabel('SPXW 261309C6970')).toBe('SPXW 261309C6970');
  });
});
