import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, compact, divide, divideHalfEven, fromUnits, multiply, powerOfTen, rescale, sameUnits, subtract, toBig, toUnits, type Units } from './scaled-decimal';

const LIMIT = BigInt(Number.MAX_SAFE_INTEGER);
// Values around the edge of the safe range, where number arithmetic stops being exact.
const nearEdge = fc.oneof(
  fc.bigInt({ min: -LIMIT - 1000n, max: -LIMIT + 1000n }),
  fc.bigInt({ min: LIMIT - 1000n, max: LIMIT + 1000n }),
  fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
  fc.bigInt({ min: -100_000_000n, max: 100_000_000n }),
);
const RUNS = { numRuns: 2000 };

describe('safe-integer units', () => {
  it('add, subtract and multiply exactly, as numbers while safe and as bigints beyond', () => {
    fc.assert(
      fc.property(nearEdge, nearEdge, (a, b) => {
        const [x, y] = [compact(a), compact(b)];
        for (const [result, exact] of [[add(x, y), a + b], [subtract(x, y), a - b], [multiply(x, y), a * b]] as Array<[Units, bigint]>) {
          expect(toBig(result)).toBe(exact);
          if (typeof result === 'number') expect(Number.isSafeInteger(result)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('keeps results within the safe range as numbers', () => {
    expect(add(2 ** 52, 2 ** 52 - 1)).toBe(2 ** 53 - 1);
    expect(add(2 ** 52, 2 ** 52)).toBe(2n ** 53n);
    expect(multiply(94_906_267, 94_906_267)).toBe(94_906_267n * 94_906_267n);
    expect(Object.is(multiply(0, -5), 0)).toBe(true);
    expect(compact(LIMIT)).toBe(Number.MAX_SAFE_INTEGER);
    expect(compact(LIMIT + 1n)).toBe(LIMIT + 1n);
  });

  it('compares units in either form', () => {
    expect(sameUnits(5, 5n)).toBe(true);
    expect(sameUnits(2n ** 60n, 2 ** 60)).toBe(true);
    expect(sameUnits(2n ** 53n + 1n, 2 ** 53)).toBe(false);
  });

  it('reads decimals into units and writes them back canonically', () => {
    expect(toUnits('-12.5', 3)).toBe(-12500);
    expect(toUnits('0', 6)).toBe(0);
    expect(toUnits('-0.00', 2)).toBe(0);
    expect(toUnits('123456789012345678.5', 1)).toBe(1234567890123456785n);
    expect([fromUnits(-12500, 3), fromUnits(1234567890123456785n, 1), fromUnits(5, 4), fromUnits(0n, 2)]).toEqual(['-12.5', '123456789012345678.5', '0.0005', '0']);
  });

  it('divides half to even exactly, in numbers while both sides are below 2^52 and in bigints beyond', () => {
    const positive = fc.oneof(fc.bigInt({ min: 1n, max: 1000n }), fc.bigInt({ min: 1n, max: 2n ** 52n + 1000n }), fc.bigInt({ min: 2n ** 52n - 1000n, max: 2n ** 52n + 1000n }));
    fc.assert(
      fc.property(nearEdge, positive, (numerator, denominator) => {
        const quotient = divide(compact(numerator), compact(denominator));
        expect(toBig(quotient)).toBe(divideHalfEven(numerator, denominator));
        expect(Object.is(quotient, -0)).toBe(false);
      }),
      RUNS,
    );
  });

  it('rounds halves to the even neighbour, away from zero past the half, for either sign', () => {
    expect([divide(5, 2), divide(7, 2), divide(-5, 2), divide(-7, 2), divide(-1, 3), divide(2, 3), divide(-2, 3)]).toEqual([2, 4, -2, -4, 0, 1, -1]);
    expect([divide(2 ** 52 - 2, 2 ** 52 - 1), divide(2 ** 52 - 3, 2), divide(2 ** 52 - 1, 2)]).toEqual([1, 2 ** 51 - 2, 2 ** 51]);
  });

  it('rescales up by powers of ten and down with rounding', () => {
    expect([rescale(12345, 2, 6), rescale(12345, 4, 2), rescale(12355, 4, 3), rescale(-12345, 4, 3)]).toEqual([123_450_000, 123, 1236, -1234]);
    expect(rescale(123n * 10n ** 20n, 20, 6)).toBe(123_000_000);
    expect([powerOfTen(15), powerOfTen(16)]).toEqual([10 ** 15, 10n ** 16n]);
  });
});
