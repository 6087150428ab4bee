import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { futureInstrument, type Instrument, parseOccSymbol, stockInstrument } from '../domain/instruments';
import { buildRoundTrips, inEntryTimeOrder, type MatchableExecution, type RoundTrip } from './round-trips';

// Properties of the FIFO matcher on random fills: several accounts and instruments (multipliers 1,
// 100, 50 and 0.5), fractional quantities, ties in time. big.js is the independent oracle for money.

const INSTRUMENTS: readonly Instrument[] = [
  stockInstrument('AAPL'),
  parseOccSymbol('AAPL  240621C00190000')!,
  futureInstrument('ESU26', 2026),
  futureInstrument('MYMZ6', 2026),
];
const RUNS = { numRuns: 150 };

/** A positive decimal with up to `places` fraction digits, as canonical text. */
const decimal = (max: number, places: number, min = 1) => fc.integer({ min, max }).map((units) => new Big(units).div(10 ** places).toFixed());

/** Random fills; ids and sequences follow the array, and many share a minute (ties). */
const fillsArbitrary = (quantity: fc.Arbitrary<string>, price: fc.Arbitrary<string>) =>
  fc
    .array(
      fc.record({
        accountId: fc.constantFrom('ACC1', 'ACC2'),
        instrument: fc.constantFrom(...INSTRUMENTS),
        side: fc.constantFrom('BUY' as const, 'SELL' as const),
        quantity,
        price,
        commission: decimal(500, 2, 0),
        fees: decimal(9_999, 4, 0),
        minute: fc.integer({ min: 0, max: 20 }),
      }),
      { maxLength: 60 },
    )
    .map((rows) => rows.map(({ minute, ...row }, index): MatchableExecution => ({ ...row, id: `e${index}`, sequence: index, executedAtMs: Date.UTC(2026, 6, 15, 14, minute) })));

const executionsArbitrary = fillsArbitrary(decimal(5_000, 2), decimal(1_000_000, 4));
// Quantity × price sums far beyond 2^53 units: the matcher's arithmetic leaves plain numbers mid-trip.
const hugeExecutionsArbitrary = fillsArbitrary(decimal(Number.MAX_SAFE_INTEGER, 2), decimal(Number.MAX_SAFE_INTEGER, 4));

const groupOf = (trip: Pick<RoundTrip, 'accountId' | 'instrument'>) => `${trip.accountId}|${trip.instrument.symbol}`;
const sum = (values: readonly string[]) => values.reduce((total, value) => total.plus(value), new Big(0));

describe('buildRoundTrips (properties)', () => {
  it.each([
    ['ordinary', executionsArbitrary],
    ['huge (beyond the safe-integer range)', hugeExecutionsArbitrary],
  ])('conserves quantity: per group, what was entered was exited or is still open: %s amounts', (_label, arbitrary) => {
    fc.assert(
      fc.property(arbitrary, (executions) => {
        const trips = buildRoundTrips(executions);
        const groups = new Set(executions.map(groupOf));
        for (const group of groups) {
          const ofGroup = trips.filter((trip) => groupOf(trip) === group);
          const fills = ofGroup.flatMap((trip) => trip.fills);
          const entered = sum(fills.filter((fill) => fill.role === 'entry').map((fill) => fill.quantity));
          const exited = sum(fills.filter((fill) => fill.role === 'exit').map((fill) => fill.quantity));
          const open = sum(ofGroup.map((trip) => trip.openQuantity));
          expect(entered.eq(exited.plus(open))).toBe(true);
          expect(entered.eq(sum(ofGroup.map((trip) => trip.quantity)))).toBe(true);
          expect(exited.eq(sum(ofGroup.map((trip) => trip.closedQuantity)))).toBe(true);
          // At most the last trip of a group is still open.
          expect(ofGroup.filter((trip) => trip.status === 'open').length).toBeLessThanOrEqual(1);
        }
      }),
      RUNS,
    );
  });

  it('splits every fill into slices that add up to its quantity and costs exactly', () => {
    fc.assert(
      fc.property(executionsArbitrary, (executions) => {
        const slices = buildRoundTrips(executions).flatMap((trip) => trip.fills);
        for (const execution of executions) {
          const own = slices.filter((fill) => fill.executionId === execution.id);
          expect(sum(own.map((fill) => fill.quantity)).eq(execution.quantity)).toBe(true);
          expect(sum(own.map((fill) => fill.commission)).eq(execution.commission)).toBe(true);
          expect(sum(own.map((fill) => fill.fees)).eq(execution.fees)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it("charges a closed trip exactly its fills' costs, an open one its exits' and the closed share of its entries' (inputs have at most 6 places)", () => {
    fc.assert(
      fc.property(executionsArbitrary, (executions) => {
        for (const trip of buildRoundTrips(executions)) {
          const costOf = (role: 'entry' | 'exit', field: 'commission' | 'fees') => sum(trip.fills.filter((fill) => fill.role === role).map((fill) => fill[field]));
          const closedShare = new Big(trip.closedQuantity).div(trip.quantity);
          for (const field of ['commission', 'fees'] as const) {
            const expected = trip.status === 'closed' ? costOf('entry', field).plus(costOf('exit', field)) : costOf('exit', field).plus(costOf('entry', field).times(closedShare));
            // The entry share of an open trip is rounded to 6 places (half even): at most half a unit off.
            expect(new Big(trip[field]).minus(expected).abs().lte('0.0000005')).toBe(true);
            if (trip.status === 'closed') expect(new Big(trip[field]).eq(expected)).toBe(true);
          }
        }
      }),
      RUNS,
    );
  });

  it.each([
    ['ordinary', executionsArbitrary],
    ['huge (beyond the safe-integer range)', hugeExecutionsArbitrary],
  ])('makes the net P&L of a closed trip its cash flow × multiplier, less its costs: %s amounts', (_label, arbitrary) => {
    fc.assert(
      fc.property(arbitrary, (executions) => {
        for (const trip of buildRoundTrips(executions).filter((candidate) => candidate.status === 'closed')) {
          // Long: cash in from exits minus cash out for entries; short: the other way round.
          const cash = trip.fills.reduce((total, fill) => {
            const amount = new Big(fill.quantity).times(fill.price);
            return fill.role === 'exit' ? total.plus(amount) : total.minus(amount);
          }, new Big(0));
          const gross = (trip.direction === 'LONG' ? cash : cash.neg()).times(trip.instrument.multiplier).round(6, Big.roundHalfEven);
          expect(trip.grossPnl).toBe(canonical(gross));
          expect(trip.netPnl).toBe(canonical(gross.minus(trip.commission).minus(trip.fees)));
        }
      }),
      RUNS,
    );
  });

  it('gives the same trips whatever the order of the input (groups interleaved any way)', () => {
    fc.assert(
      fc.property(executionsArbitrary, fc.array(fc.integer(), { minLength: 60, maxLength: 60 }), (executions, sortKeys) => {
        const shuffled = executions.map((execution, index) => ({ execution, key: sortKeys[index]! })).sort((a, b) => a.key - b.key).map(({ execution }) => execution);
        // Groups come out in the order they first appear, which shuffling changes; the trips do not.
        expect(inEntryTimeOrder(buildRoundTrips(shuffled))).toEqual(inEntryTimeOrder(buildRoundTrips(executions)));
      }),
      RUNS,
    );
  });

  it('matches each group as if it were alone', () => {
    fc.assert(
      fc.property(executionsArbitrary, (executions) => {
        const together = buildRoundTrips(executions);
        for (const group of new Set(executions.map(groupOf))) {
          const alone = buildRoundTrips(executions.filter((execution) => groupOf(execution) === group));
          expect(together.filter((trip) => groupOf(trip) === group)).toEqual(alone);
        }
      }),
      RUNS,
    );
  });

  it('is deterministic, and leaves its input as it was', () => {
    fc.assert(
      fc.property(executionsArbitrary, (executions) => {
        const before = executions.map((execution) => execution.id);
        const first = buildRoundTrips(executions);
        expect(buildRoundTrips(executions)).toEqual(first);
        expect(executions.map((execution) => execution.id)).toEqual(before);
      }),
      RUNS,
    );
  });
});

/** big.js text in the matcher's canonical form ("-0" is "0"). */
function canonical(value: Big): string {
  const text = value.toFixed();
  return text === '-0' ? '0' : text;
}
