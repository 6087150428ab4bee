import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bucketsByRun } from './runs';

describe('bucketsByRun', () => {
  it('buckets as a plain lookup per item would, in order of first appearance, however runs interleave', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd')), (keys) => {
        const items = keys.map((key, index) => ({ key, index }));
        const expected = new Map<string, typeof items>();
        for (const item of items) expected.set(item.key, [...(expected.get(item.key) ?? []), item]);
        const keysWorkedOut: string[] = [];
        const buckets = bucketsByRun(items, (item, previous) => item.key === previous.key, (item) => (keysWorkedOut.push(item.key), item.key));
        expect([...buckets]).toEqual([...expected]);
        // Once per run, not once per item.
        expect(keysWorkedOut.length).toBe(keys.filter((key, index) => index === 0 || key !== keys[index - 1]).length);
      }),
    );
  });
});
