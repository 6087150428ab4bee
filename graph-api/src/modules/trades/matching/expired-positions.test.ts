import { describe, expect, it } from 'vitest';
import type { ImportedExecution } from '../domain/execution';
import { futureInstrument, type Instrument, parseOccSymbol, stockInstrument } from '../domain/instruments';
import { expiredOpenPositionWarnings } from './expired-positions';
import { buildRoundTrips } from './round-trips';

const fill = (instrument: Instrument, side: 'BUY' | 'SELL', executedAt: string, accountId = 'U100'): ImportedExecution => ({
  line: 2,
  accountId,
  instrument,
  side,
  quantity: '1',
  price: '2.5',
  commission: '0',
  fees: '0',
  executedAtMs: Date.parse(executedAt),
  externalId: null,
});
const tripsOf = (fills: ImportedExecution[]) => buildRoundTrips(fills.map((execution, index) => ({ ...execution, id: `e${index}`, sequence: index })));

const CALL = parseOccSymbol('AAPL260320C00200000')!;
const PUT = parseOccSymbol('SPY260417P00500000')!;

describe('expiredOpenPositionWarnings', () => {
  it('names each option still open after its expiry day, in New York', () => {
    const trips = tripsOf([fill(CALL, 'BUY', '2026-03-02T15:00:00Z'), fill(PUT, 'SELL', '2026-03-02T15:00:00Z', '')]);
    // 2026-03-21 02:00 UTC is still March 20 in New York: the call expires that day, not before it.
    expect(expiredOpenPositionWarnings(trips, new Date('2026-03-21T02:00:00Z'))).toEqual([]);
    expect(expiredOpenPositionWarnings(trips, new Date('2026-03-21T05:00:00Z'))).toEqual([
      'AAPL 260320C200 expired on 2026-03-20 and is still open in account U100: import its expiration, exercise or assignment to close it.',
    ]);
    expect(expiredOpenPositionWarnings(trips, new Date('2026-04-20T15:00:00Z'))).toHaveLength(2);
  });

  it('says nothing of a closed option, a stock, or an option before its expiry', () => {
    const trips = tripsOf([
      fill(CALL, 'BUY', '2026-03-02T15:00:00Z'),
      fill(CALL, 'SELL', '2026-03-03T15:00:00Z'),
      fill(stockInstrument('AAPL'), 'BUY', '2026-03-02T15:00:00Z'),
      fill(PUT, 'BUY', '2026-03-02T15:00:00Z'),
    ]);
    expect(expiredOpenPositionWarnings(trips, new Date('2026-04-01T15:00:00Z'))).toEqual([]);
  });

  it('names a futures contract still open once its month is over', () => {
    const trips = tripsOf([fill(futureInstrument('ESZ2025', 2025), 'SELL', '2025-12-01T15:00:00Z')]);
    expect(expiredOpenPositionWarnings(trips, new Date('2025-12-31T15:00:00Z'))).toEqual([]);
    expect(expiredOpenPositionWarnings(trips, new Date('2026-01-02T15:00:00Z'))).toEqual([
      'ESZ2025 (the December 2025 contract) has expired and is still open in account U100: import the fill that closed or rolled it.',
    ]);
  });
});
