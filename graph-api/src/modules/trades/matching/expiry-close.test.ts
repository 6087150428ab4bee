import { describe, expect, it } from 'vitest';
import type { ImportedExecution } from '../domain/execution';
import { type Instrument, parseOccSymbol, stockInstrument } from '../domain/instruments';
import { EXPIRY_CLOSE_ID, expiryCloseMs } from './expiry-close';
import { buildRoundTrips, type MatchOptions } from './round-trips';

const fill = (instrument: Instrument, side: 'BUY' | 'SELL', executedAt: string, quantity = '1', price = '2.5'): ImportedExecution => ({
  line: 2,
  accountId: 'U1',
  instrument,
  side,
  quantity,
  price,
  commission: '0.65',
  fees: '0.02',
  executedAtMs: Date.parse(executedAt),
  externalId: null,
});
const tripsOf = (fills: ImportedExecution[], options: MatchOptions) =>
  buildRoundTrips(fills.map((execution, index) => ({ ...execution, id: `e${index}`, sequence: index })), options);

// Expires Friday 20 March 2026; New York is on daylight time (UTC−4) from 8 March.
const CALL = parseOccSymbol('AAPL260320C00200000')!;
// Expires Friday 16 January 2026, standard time (UTC−5).
const PUT = parseOccSymbol('SPY260116P00500000')!;
const AFTER = { now: new Date('2026-04-01T12:00:00Z') };

describe('expiryCloseMs', () => {
  it('is 16:00 in New York on the expiry date, in daylight and in standard time', () => {
    expect(new Date(expiryCloseMs(CALL)!).toISOString()).toBe('2026-03-20T20:00:00.000Z');
    expect(new Date(expiryCloseMs(PUT)!).toISOString()).toBe('2026-01-16T21:00:00.000Z');
    expect(expiryCloseMs(stockInstrument('AAPL'))).toBeNull();
  });
});

describe('options still open at their expiry', () => {
  it('closes a long at 0 at 16:00 New York: the premium and the entry costs are lost', () => {
    const [trip] = tripsOf([fill(CALL, 'BUY', '2026-03-02T15:00:00Z', '2', '2.5')], AFTER);
    expect(trip).toMatchObject({
      status: 'closed',
      exitKind: 'expired',
      exitPrice: '0',
      closedQuantity: '2',
      openQuantity: '0',
      exitTime: new Date('2026-03-20T20:00:00Z'),
      grossPnl: '-500',
      commission: '0.65',
      fees: '0.02',
      netPnl: '-500.67',
    });
    expect(trip!.fills.at(-1)).toEqual({ executionId: EXPIRY_CLOSE_ID, role: 'exit', quantity: '2', price: '0', commission: '0', fees: '0', executedAtMs: Date.parse('2026-03-20T20:00:00Z') });
  });

  it('closes a short at 0: the premium is kept', () => {
    const [trip] = tripsOf([fill(PUT, 'SELL', '2026-01-05T15:00:00Z', '3', '1.2')], AFTER);
    expect(trip).toMatchObject({ direction: 'SHORT', status: 'closed', exitKind: 'expired', grossPnl: '360', netPnl: '359.33', exitTime: new Date('2026-01-16T21:00:00Z') });
  });

  it('closes only what is still open of a partly closed position', () => {
    const [trip] = tripsOf([fill(CALL, 'BUY', '2026-03-02T15:00:00Z', '3', '2'), fill(CALL, 'SELL', '2026-03-10T15:00:00Z', '1', '3')], AFTER);
    // 1 × (3 − 2) × 100 + 2 × (0 − 2) × 100
    expect(trip).toMatchObject({ status: 'closed', exitKind: 'expired', grossPnl: '-300', exitPrice: '1', closedQuantity: '3' });
  });

  it('leaves it open before 16:00 New York on the expiry date, or when no time is given', () => {
    const fills = [fill(CALL, 'BUY', '2026-03-02T15:00:00Z')];
    expect(tripsOf(fills, { now: new Date('2026-03-20T19:59:59Z') })[0]).toMatchObject({ status: 'open', exitKind: null, exitTime: null });
    expect(tripsOf(fills, { now: new Date('2026-03-20T20:00:00Z') })[0]).toMatchObject({ status: 'closed', exitKind: 'expired' });
    expect(tripsOf(fills, {})[0]).toMatchObject({ status: 'open', exitKind: null });
  });

  it('adds nothing to a position a fill closed, and never closes a stock', () => {
    const trips = tripsOf(
      [fill(CALL, 'BUY', '2026-03-02T15:00:00Z'), fill(CALL, 'SELL', '2026-03-20T19:00:00Z', '1', '0.05'), fill(stockInstrument('AAPL'), 'BUY', '2026-03-02T15:00:00Z')],
      AFTER,
    );
    expect(trips.map((trip) => [trip.instrument.symbol, trip.status, trip.exitKind])).toEqual([
      ['AAPL 260320C200', 'closed', null],
      ['AAPL', 'open', null],
    ]);
  });

  it('keeps the trade key, so a closing fill imported later replaces the expiry close in the same trade', () => {
    const opening = fill(CALL, 'BUY', '2026-03-02T15:00:00Z');
    const [expired] = tripsOf([opening], AFTER);
    const [sold] = tripsOf([opening, fill(CALL, 'SELL', '2026-03-19T15:00:00Z', '1', '4')], AFTER);
    expect(sold).toMatchObject({ key: expired!.key, exitKind: null, exitPrice: '4', grossPnl: '150' });
  });

  it('closes a fill booked after the expiry close at that fill, never before the entry', () => {
    const [trip] = tripsOf([fill(CALL, 'BUY', '2026-03-21T14:00:00Z')], AFTER);
    expect(trip).toMatchObject({ exitKind: 'expired', exitTime: new Date('2026-03-21T14:00:00Z') });
  });
});
