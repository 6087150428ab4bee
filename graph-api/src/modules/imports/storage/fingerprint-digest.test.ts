import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digest64, hex32, RunningDigest } from './fingerprint-digest';

describe('digest64', () => {
  it('gives the digests stored keys were made with (they must never change)', () => {
    expect(digest64([])).toBe('fda03666b59a7354');
    expect(digest64(['TRIB1001', 'SQ', 'BUY', '200', '74.04'])).toBe('1bddbd315d7db8e8');
    expect(digest64(['U1234567', 'ES  260918', 'SELL', '1', '5310.25'])).toBe('95c2248457b330b2');
  });

  it('tells fields apart by where they end', () => {
    expect(digest64(['ab', 'c'])).not.toBe(digest64(['a', 'bc']));
    expect(digest64(['a|b', 'c'])).not.toBe(digest64(['a', 'b|c']));
    expect(digest64(['', 'x'])).not.toBe(digest64(['x', '']));
  });

  it('has no collision among 300 000 fills that differ in one field, and spreads each half evenly', () => {
    const digests = new Set<string>();
    const lowHalves = new Set<string>();
    for (let index = 0; index < 300_000; index += 1) {
      const digest = digest64(['TRIB1001', `S${index % 997}`, index % 2 ? 'BUY' : 'SELL', String(100 + (index % 13)), (index / 100).toFixed(2)]);
      digests.add(digest);
      lowHalves.add(digest.slice(8));
    }
    expect(digests.size).toBe(300_000);
    // 300 000 random 32-bit values share about 10 (birthday bound); a weak mix shares far more.
    expect(300_000 - lowHalves.size).toBeLessThan(40);
  });

  it('changes about half of its bits when one character of the input changes', () => {
    const bits = (hex: string) => BigInt(`0x${hex}`);
    let flipped = 0;
    const samples = 2000;
    for (let index = 0; index < samples; index += 1) {
      const base = `ACC${index}|AAPL|BUY|100|187.25`;
      const changed = `${base.slice(0, -1)}${String.fromCharCode(base.charCodeAt(base.length - 1) ^ 1)}`;
      flipped += [...(bits(digest64([base])) ^ bits(digest64([changed]))).toString(2)].filter((bit) => bit === '1').length;
    }
    expect(flipped / samples).toBeGreaterThan(28);
    expect(flipped / samples).toBeLessThan(36);
  });

  it('writes 32-bit values as eight hex digits', () => {
    expect([0, 0xdeadbeef, 0x0000ab01, -1].map(hex32)).toEqual(['00000000', 'deadbeef', '0000ab01', 'ffffffff']);
  });

  it('is the same digest when fields are added one at a time from a copied prefix', () => {
    const fields = fc.array(fc.string({ unit: 'binary', maxLength: 6 }), { maxLength: 6 });
    fc.assert(
      fc.property(fields, fields, (prefix, rest) => {
        const shared = new RunningDigest();
        prefix.forEach((field) => shared.add(field));
        const digest = new RunningDigest().copyFrom(shared);
        rest.forEach((field) => digest.add(field));
        const lanes = new Int32Array(2);
        digest.finish(lanes);
        expect(hex32(lanes[0]!) + hex32(lanes[1]!)).toBe(digest64([...prefix, ...rest]));
      }),
      { numRuns: 500 },
    );
  });
});
