import { describe, expect, it } from 'vitest';
import type { ExecutionSide } from '../domain/execution';
import { FUTURES_CONTRACTS } from '../domain/futures-contracts';
import { cryptoInstrument, futureInstrument, type Instrument, parseOccSymbol, stockInstrument } from '../domain/instruments';
import { buildRoundTrips, inEntryTimeOrder, type MatchableExecution } from './round-trips';

// Every expected figure below is worked out by hand in the comment next to it.

const AAPL = stockInstrument('AAPL');
const at = (minute: number, second = 0) => new Date(Date.UTC(2026, 6, 15, 14, minute, second));

let nextSequence = 0;
function fill(id: string, side: ExecutionSide, quantity: string, price: string, minute: number, extra: Partial<MatchableExecution> = {}): MatchableExecution {
  nextSequence += 1;
  return { id, sequence: nextSequence, accountId: 'ACC1', instrument: AAPL, side, quantity, price, commission: '0', fees: '0', executedAtMs: at(minute).getTime(), ...extra };
}

describe('buildRoundTrips', () => {
  it('closes a simple long: (exit − entry) × quantity, less commission and fees', () => {
    // gross = (191.50 − 190.00) × 100 = 150; commission 1 + 1 = 2; fees 0.05 + 0.06 = 0.11; net = 150 − 2 − 0.11 = 147.89
    const [trip, ...others] = buildRoundTrips([
      fill('b1', 'BUY', '100', '190.00', 0, { commission: '1', fees: '0.05' }),
      fill('s1', 'SELL', '100', '191.50', 30, { commission: '1', fees: '0.06' }),
    ]);
    expect(others).toEqual([]);
    expect(trip).toMatchObject({
      key: 'b1#0',
      accountId: 'ACC1',
      direction: 'LONG',
      quantity: '100',
      closedQuantity: '100',
      openQuantity: '0',
      entryPrice: '190',
      exitPrice: '191.5',
      entryTime: at(0),
      exitTime: at(30),
      status: 'closed',
      grossPnl: '150',
      commission: '2',
      fees: '0.11',
      netPnl: '147.89',
    });
    expect(trip!.fills.map(({ executionId, role, quantity }) => [executionId, role, quantity])).toEqual([
      ['b1', 'entry', '100'],
      ['s1', 'exit', '100'],
    ]);
  });

  it('closes a simple short: (entry − exit) × quantity', () => {
    // gross = (250.40 − 248.15) × 50 = 2.25 × 50 = 112.5; commission 0.5 + 0.5 = 1; net = 111.5
    const [trip] = buildRoundTrips([
      fill('s1', 'SELL', '50', '250.40', 0, { commission: '0.5' }),
      fill('b1', 'BUY', '50', '248.15', 5, { commission: '0.5' }),
    ]);
    expect(trip).toMatchObject({ direction: 'SHORT', quantity: '50', entryPrice: '250.4', exitPrice: '248.15', grossPnl: '112.5', commission: '1', netPnl: '111.5', status: 'closed' });
  });

  it('takes partial fills in and out, closing the oldest lot first (FIFO)', () => {
    // Lots: 30 @ 10.00 then 70 @ 10.10.
    // Sell 40 @ 10.50: 30 × (10.50 − 10.00) = 15.00, then 10 × (10.50 − 10.10) = 4.00.
    // Sell 60 @ 10.40: 60 × (10.40 − 10.10) = 18.00.               gross = 15 + 4 + 18 = 37
    // entry = (30 × 10.00 + 70 × 10.10) / 100 = 1007 / 100 = 10.07
    // exit  = (40 × 10.50 + 60 × 10.40) / 100 = 1044 / 100 = 10.44   (10.44 − 10.07) × 100 = 37 ✓
    const trips = buildRoundTrips([
      fill('b1', 'BUY', '30', '10.00', 0),
      fill('b2', 'BUY', '70', '10.10', 1),
      fill('s1', 'SELL', '40', '10.50', 2),
      fill('s2', 'SELL', '60', '10.40', 3),
    ]);
    expect(trips).toHaveLength(1);
    expect(trips[0]).toMatchObject({ quantity: '100', entryPrice: '10.07', exitPrice: '10.44', grossPnl: '37', exitTime: at(3), status: 'closed' });
    expect(trips[0]!.fills.map((fill) => fill.executionId)).toEqual(['b1', 'b2', 's1', 's2']);
  });

  it('averages entries and exits weighted by quantity when scaling in at different prices', () => {
    // entry = (100 × 20.00 + 200 × 20.30 + 100 × 20.70) / 400 = 8130 / 400 = 20.325
    // exit  = (150 × 21.00 + 250 × 20.50) / 400 = 8275 / 400 = 20.6875
    // FIFO: 100 × 1.00 + 50 × 0.70 = 135, then 150 × 0.20 + 100 × (−0.20) = 10   gross = 145
    // Check: (20.6875 − 20.325) × 400 = 0.3625 × 400 = 145 ✓
    const [trip] = buildRoundTrips([
      fill('b1', 'BUY', '100', '20.00', 0),
      fill('b2', 'BUY', '200', '20.30', 1),
      fill('b3', 'BUY', '100', '20.70', 2),
      fill('s1', 'SELL', '150', '21.00', 3),
      fill('s2', 'SELL', '250', '20.50', 4),
    ]);
    expect(trip).toMatchObject({ quantity: '400', entryPrice: '20.325', exitPrice: '20.6875', grossPnl: '145' });
  });

  it('rounds an average price that does not terminate to 8 places, half to even', () => {
    // entry = (1 × 10 + 2 × 10.01) / 3 = 30.02 / 3 = 10.0066666666… → 10.00666667
    // gross = 1 × (10.02 − 10) + 2 × (10.02 − 10.01) = 0.02 + 0.02 = 0.04
    const [trip] = buildRoundTrips([fill('b1', 'BUY', '1', '10', 0), fill('b2', 'BUY', '2', '10.01', 1), fill('s1', 'SELL', '3', '10.02', 2)]);
    expect(trip).toMatchObject({ entryPrice: '10.00666667', exitPrice: '10.02', grossPnl: '0.04' });
  });

  it('splits a fill that flips long to short in two, sharing its costs pro rata', () => {
    // Long 100 @ 50; sell 150 @ 51 with commission 3 and fees 0.30: 100 close the long, 50 open a short.
    //   closing share: commission 3 × 100/150 = 2, fees 0.30 × 100/150 = 0.2
    //   opening share: commission 3 − 2 = 1,     fees 0.30 − 0.2 = 0.1
    // Long:  gross (51 − 50) × 100 = 100; commission 1 + 2 = 3; fees 0.2;  net = 96.8
    // Short: covered 50 @ 50.50 with commission 1: gross (51 − 50.50) × 50 = 25; commission 1 + 1 = 2; fees 0.1; net = 22.9
    const trips = buildRoundTrips([
      fill('b1', 'BUY', '100', '50.00', 0, { commission: '1' }),
      fill('s1', 'SELL', '150', '51.00', 10, { commission: '3', fees: '0.30' }),
      fill('b2', 'BUY', '50', '50.50', 20, { commission: '1' }),
    ]);
    expect(trips.map(({ key, direction, quantity, grossPnl, commission, fees, netPnl, entryTime, exitTime }) => ({ key, direction, quantity, grossPnl, commission, fees, netPnl, entryTime, exitTime }))).toEqual([
      { key: 'b1#0', direction: 'LONG', quantity: '100', grossPnl: '100', commission: '3', fees: '0.2', netPnl: '96.8', entryTime: at(0), exitTime: at(10) },
      { key: 's1#1', direction: 'SHORT', quantity: '50', grossPnl: '25', commission: '2', fees: '0.1', netPnl: '22.9', entryTime: at(10), exitTime: at(20) },
    ]);
    expect(trips[0]!.fills[1]).toMatchObject({ executionId: 's1', role: 'exit', quantity: '100', price: '51.00', commission: '2', fees: '0.2' });
    expect(trips[1]!.fills[0]).toMatchObject({ executionId: 's1', role: 'entry', quantity: '50', price: '51.00', commission: '1', fees: '0.1' });
  });

  it('gives the rounding remainder of a shared cost to the second slice, so the slices add up exactly', () => {
    // Long 1; sell 3 with commission 0.01: closing 1/3 → 0.00333333… → 0.003333 (6 places, half even),
    // opening 2/3 → 0.01 − 0.003333 = 0.006667. 0.003333 + 0.006667 = 0.01 exactly.
    const trips = buildRoundTrips([fill('b1', 'BUY', '1', '10', 0), fill('s1', 'SELL', '3', '10', 1, { commission: '0.01' })]);
    expect(trips.map((trip) => trip.fills.find((slice) => slice.executionId === 's1')!.commission)).toEqual(['0.003333', '0.006667']);
    // The short opened by the rest is still open with nothing closed: none of its entry cost is charged yet.
    expect(trips.map((trip) => trip.commission)).toEqual(['0.003333', '0']);
  });

  it('leaves a position still open as an open trade with the P&L realized so far', () => {
    // Bought 100 @ 30 (commission 1), sold 40 @ 31 (commission 1): realized (31 − 30) × 40 = 40.
    // Costs of the part closed: the exit's 1 and 40/100 of the entry's 1 = 1.4; net 40 − 1.4 = 38.6.
    // 60 remain open: no exit time; the exit price is the average of what was closed.
    const [trip] = buildRoundTrips([fill('b1', 'BUY', '100', '30', 0, { commission: '1' }), fill('s1', 'SELL', '40', '31', 5, { commission: '1' })]);
    expect(trip).toMatchObject({
      status: 'open',
      quantity: '100',
      closedQuantity: '40',
      openQuantity: '60',
      entryPrice: '30',
      exitPrice: '31',
      exitTime: null,
      grossPnl: '40',
      commission: '1.4',
      netPnl: '38.6',
    });
  });

  it('charges a partial close its pro-rata share of the entry costs, the whole of them once flat (GOLD)', () => {
    const gold = { instrument: stockInstrument('GOLD') };
    const buy = fill('b1', 'BUY', '691', '43.1', 0, { ...gold, commission: '3.455', fees: '0.691' });
    const sell = fill('s1', 'SELL', '100', '44.19', 5, { ...gold, commission: '1.1108314' });
    // Gross (44.19 − 43.1) × 100 = 109. Entry commission 3.455 × 100/691 = 0.5; exit 1.1108314 → 1.610831 (6 places).
    // Entry fees 0.691 × 100/691 = 0.1. Net 109 − 1.610831 − 0.1 = 107.289169 (the whole entry commission gave 104.43).
    const [open] = buildRoundTrips([buy, sell]);
    expect(open).toMatchObject({ status: 'open', grossPnl: '109', commission: '1.610831', fees: '0.1', netPnl: '107.289169' });
    // Selling the other 591 @ 43.1 (no gain) closes it: every cost charged, 3.455 + 1.1108314 + 0.5 and fees 0.691.
    const [closed] = buildRoundTrips([buy, sell, fill('s2', 'SELL', '591', '43.1', 9, { ...gold, commission: '0.5' })]);
    expect(closed).toMatchObject({ status: 'closed', grossPnl: '109', commission: '5.065831', fees: '0.691', netPnl: '103.243169' });
  });

  it('reports an entry with no exit yet as open, with no exit price and nothing realized (its costs wait for the close)', () => {
    const [trip] = buildRoundTrips([fill('b1', 'BUY', '10', '5', 0, { fees: '0.01' })]);
    expect(trip).toMatchObject({ status: 'open', exitPrice: null, exitTime: null, closedQuantity: '0', openQuantity: '10', grossPnl: '0', fees: '0', netPnl: '0' });
    expect(trip!.fills[0]).toMatchObject({ fees: '0.01' });
  });

  it('allocates fees and commissions to the trips of their fills, adding up exactly to the inputs', () => {
    // Long 7 @ 10; sell 10 @ 11 with commission 1.00 and fees 0.07 (7 close, 3 open a short); cover 3 @ 10.50.
    //   closing: commission 1.00 × 7/10 = 0.7,  fees 0.07 × 7/10 = 0.049
    //   opening: commission 0.3,                fees 0.021
    // Long:  gross 7 × (11 − 10) = 7;        net = 7 − 0.7 − 0.049 = 6.251
    // Short: gross 3 × (11 − 10.50) = 1.5;   net = 1.5 − 0.3 − 0.021 = 1.179
    // Costs in: 1.00 + 0.07 = 1.07. Costs out: 0.7 + 0.049 + 0.3 + 0.021 = 1.07 ✓
    const trips = buildRoundTrips([
      fill('b1', 'BUY', '7', '10', 0),
      fill('s1', 'SELL', '10', '11', 1, { commission: '1.00', fees: '0.07' }),
      fill('b2', 'BUY', '3', '10.50', 2),
    ]);
    expect(trips.map(({ commission, fees, netPnl }) => [commission, fees, netPnl])).toEqual([
      ['0.7', '0.049', '6.251'],
      ['0.3', '0.021', '1.179'],
    ]);
  });

  it('sums money exactly, never in binary floating point', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in doubles; here fees 0.1 + 0.2 = 0.3 and gross 3 × (0.3 − 0.1) = 0.6.
    const [trip] = buildRoundTrips([fill('b1', 'BUY', '3', '0.1', 0, { fees: '0.1' }), fill('s1', 'SELL', '3', '0.3', 1, { fees: '0.2' })]);
    expect(trip).toMatchObject({ fees: '0.3', grossPnl: '0.6', netPnl: '0.3' });
  });

  it('rounds P&L to 6 places half to even', () => {
    // 0.003 × (1.0005 − 1.0000) = 0.0000015 → 0.000002 (the 1 before the half is odd: up)
    // 0.001 × (1.0005 − 1.0000) = 0.0000005 → 0        (the 0 before the half is even: stays)
    const [odd] = buildRoundTrips([fill('b1', 'BUY', '0.003', '1.0000', 0), fill('s1', 'SELL', '0.003', '1.0005', 1)]);
    const [even] = buildRoundTrips([fill('b1', 'BUY', '0.001', '1.0000', 0), fill('s1', 'SELL', '0.001', '1.0005', 1)]);
    expect(odd!.grossPnl).toBe('0.000002');
    expect(even!.grossPnl).toBe('0');
  });

  it('matches fractional quantities exactly', () => {
    // Bought 0.5 BTC @ 60 000 and 0.25 @ 61 000, sold 0.75 @ 62 000:
    // gross = 0.5 × 2 000 + 0.25 × 1 000 = 1 250; entry = (30 000 + 15 250) / 0.75 = 60 333.333… → 60333.33333333
    const btc = cryptoInstrument('BTC-USD');
    const [trip] = buildRoundTrips([
      fill('b1', 'BUY', '0.5', '60000', 0, { instrument: btc }),
      fill('b2', 'BUY', '0.25', '61000', 1, { instrument: btc }),
      fill('s1', 'SELL', '0.75', '62000', 2, { instrument: btc }),
    ]);
    expect(trip).toMatchObject({ quantity: '0.75', entryPrice: '60333.33333333', exitPrice: '62000', grossPnl: '1250' });
  });

  it('multiplies option P&L by the contract multiplier (100)', () => {
    // AAPL 21 Jun 2024 190 call: 2 contracts bought @ 3.45, sold @ 4.10.
    // gross = (4.10 − 3.45) × 2 × 100 = 0.65 × 200 = 130; commission 1.30 + 1.30 = 2.6; fees 0.02 + 0.02 = 0.04
    // net = 130 − 2.6 − 0.04 = 127.36
    const call = parseOccSymbol('AAPL  240621C00190000') as Instrument;
    expect(call.multiplier).toBe('100');
    const [trip] = buildRoundTrips([
      fill('b1', 'BUY', '2', '3.45', 0, { instrument: call, commission: '1.30', fees: '0.02' }),
      fill('s1', 'SELL', '2', '4.10', 1, { instrument: call, commission: '1.30', fees: '0.02' }),
    ]);
    expect(trip).toMatchObject({ instrument: call, grossPnl: '130', commission: '2.6', fees: '0.04', netPnl: '127.36' });
  });

  it('multiplies futures P&L by the point value (E-mini S&P 500: 50)', () => {
    // Short 1 ESU2026 @ 5 500.25, covered @ 5 496.75: 3.5 points × 50 = 175; commission 2.25 × 2 = 4.5; net 170.5
    const es = futureInstrument('ESU26', 2026);
    expect(es.multiplier).toBe(FUTURES_CONTRACTS.ES!.multiplier);
    const [trip] = buildRoundTrips([
      fill('s1', 'SELL', '1', '5500.25', 0, { instrument: es, commission: '2.25' }),
      fill('b1', 'BUY', '1', '5496.75', 1, { instrument: es, commission: '2.25' }),
    ]);
    expect(trip).toMatchObject({ direction: 'SHORT', grossPnl: '175', netPnl: '170.5' });
  });

  it('multiplies by a fractional point value too (Micro E-mini Dow: 0.5)', () => {
    // Long 3 MYM @ 40 000, sold @ 40 013: 13 points × 3 × 0.5 = 19.5
    const mym = futureInstrument('MYMZ6', 2026);
    const [trip] = buildRoundTrips([fill('b1', 'BUY', '3', '40000', 0, { instrument: mym }), fill('s1', 'SELL', '3', '40013', 1, { instrument: mym })]);
    expect(trip!.grossPnl).toBe('19.5');
  });

  it('keeps two accounts trading the same symbol apart', () => {
    // ACC1 long 10 @ 200 → 202: +20. ACC2 short 5 @ 201 → 200: +5. Together they would net to nothing sensible.
    const trips = buildRoundTrips([
      fill('a1', 'BUY', '10', '200', 0, { accountId: 'ACC1' }),
      fill('a2', 'SELL', '5', '201', 1, { accountId: 'ACC2' }),
      fill('a3', 'SELL', '10', '202', 5, { accountId: 'ACC1' }),
      fill('a4', 'BUY', '5', '200', 6, { accountId: 'ACC2' }),
    ]);
    expect(trips.map(({ accountId, direction, quantity, grossPnl, status }) => ({ accountId, direction, quantity, grossPnl, status }))).toEqual([
      { accountId: 'ACC1', direction: 'LONG', quantity: '10', grossPnl: '20', status: 'closed' },
      { accountId: 'ACC2', direction: 'SHORT', quantity: '5', grossPnl: '5', status: 'closed' },
    ]);
  });

  it('orders fills at the same instant by sequence, not by their order in the input', () => {
    // Same second: the sell came first (sequence 1), so this is a short covered by the buy.
    // gross = (10.05 − 10.00) × 100 = 5
    const executedAtMs = at(0).getTime();
    const trips = buildRoundTrips([
      fill('buy', 'BUY', '100', '10.00', 0, { sequence: 2, executedAtMs }),
      fill('sell', 'SELL', '100', '10.05', 0, { sequence: 1, executedAtMs }),
    ]);
    expect(trips).toMatchObject([{ key: 'sell#0', direction: 'SHORT', grossPnl: '5', status: 'closed' }]);
  });

  it('orders by time first, whatever the sequence', () => {
    const trips = buildRoundTrips([fill('late', 'SELL', '1', '11', 5, { sequence: 1 }), fill('early', 'BUY', '1', '10', 0, { sequence: 2 })]);
    expect(trips).toMatchObject([{ key: 'early#0', direction: 'LONG', grossPnl: '1' }]);
  });

  it('returns trips group by group, in the order groups first appear, each group in entry order; inEntryTimeOrder orders them by time, then key', () => {
    const msft = { instrument: stockInstrument('MSFT') };
    const trips = buildRoundTrips([
      fill('x2', 'BUY', '1', '1', 9, msft),
      fill('x1', 'BUY', '1', '1', 3, { instrument: stockInstrument('NVDA') }),
      fill('x3', 'SELL', '1', '1', 10, msft),
      fill('x0', 'BUY', '1', '1', 3, { instrument: stockInstrument('AMD') }),
      fill('x4', 'SELL', '1', '1', 11, msft),
    ]);
    expect(trips.map((trip) => trip.key)).toEqual(['x2#0', 'x4#0', 'x1#0', 'x0#0']);
    expect(inEntryTimeOrder(trips).map((trip) => trip.key)).toEqual(['x0#0', 'x1#0', 'x2#0', 'x4#0']);
  });

  it('starts a new round trip after the position is flat', () => {
    const trips = buildRoundTrips([fill('b1', 'BUY', '5', '10', 0), fill('s1', 'SELL', '5', '11', 1), fill('s2', 'SELL', '5', '11', 2), fill('b2', 'BUY', '5', '10', 3)]);
    expect(trips.map(({ key, direction, grossPnl }) => [key, direction, grossPnl])).toEqual([
      ['b1#0', 'LONG', '5'],
      ['s2#0', 'SHORT', '5'],
    ]);
  });

  it('ignores fills with no quantity', () => {
    const trips = buildRoundTrips([fill('z', 'BUY', '0', '10', 0), fill('b1', 'BUY', '1', '10', 1), fill('s1', 'SELL', '1', '12', 2)]);
    expect(trips).toMatchObject([{ key: 'b1#0', grossPnl: '2' }]);
    expect(trips[0]!.fills.map((fill) => fill.executionId)).toEqual(['b1', 's1']);
  });

  it('returns nothing for no executions', () => {
    expect(buildRoundTrips([])).toEqual([]);
  });
});
