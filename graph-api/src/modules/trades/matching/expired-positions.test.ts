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
  it('says nothing of an option the matcher closed at its expiry', () => {
    const now = new Date('2026-04-20T15:00:00Z');
    const trips = buildRoundTrips([fill(CALL, 'BUY', '2026-03-02T15:00:00Z'), fill(PUT, 'SELL', '2026-03-02T15:00:00Z', '')].map((execution, index) => ({ ...execution, id: `e${index}`, sequence: index })), { now });
    expect(trips.map((trip) => trip.exitKind)).toEqual(['expired', 'expired']);
    expect(expiredOpenPositionWarnings(trips, now)).toEqual([]);
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
