/**
 * A 64-bit digest of a list of strings, as 16 hex digits, computed in JavaScript: SHA-1 through
 * node:crypto costs more per call (1.5 µs) than everything else a fill's key needs.
 * - Two 32-bit lanes, each multiplying and xor-shifting in every UTF-16 code unit with constants of
 *   its own; each field's length is mixed in after it, so ('ab', 'c') and ('a', 'bc') differ.
 * - At the end each lane is avalanched (every input bit flips about half the output bits) and
 *   folded into the other.
 * Not cryptographic: it tells apart fills that already share a millisecond, where 64 bits leave
 * one chance in 2^64 per pair. It must never change: stored keys are made of it (see its tests).
 */
export function digest64(fields: readonly string[]): string {
  digestLanes(fields, scratchLanes);
  return hex32(scratchLanes[0]!) + hex32(scratchLanes[1]!);
}

const scratchLanes = new Int32Array(2);

/** digest64 as its two 32-bit lanes, [high, low], written into `lanes` (no string, no array per call). */
export function digestLanes(fields: readonly string[], lanes: Int32Array): void {
  const digest = scratchDigest.reset();
  for (const field of fields) digest.add(field);
  digest.finish(lanes);
}

/**
 * digestLanes one field at a time, so that fields many digests start with (a fill's account and
 * symbol) are mixed in once and the state copied: the same lanes as digestLanes of all the fields.
 */
export class RunningDigest {
  private low = LOW_SEED;
  private high = HIGH_SEED;

  reset(): this {
    this.low = LOW_SEED;
    this.high = HIGH_SEED;
    return this;
  }

  copyFrom(other: RunningDigest): this {
    this.low = other.low;
    this.high = other.high;
    return this;
  }

  /** Mixes in every UTF-16 code unit of `field`, then its length. */
  add(field: string): this {
    let { low, high } = this;
    for (let index = 0; index < field.length; index += 1) {
      const unit = field.charCodeAt(index);
      low = Math.imul(low ^ unit, 0xcc9e2d51);
      low ^= low >>> 15;
      high = Math.imul(high ^ unit, 0x1b873593);
      high ^= high >>> 13;
    }
    this.low = Math.imul(low ^ field.length, 0x9e3779b1);
    this.high = Math.imul(high ^ field.length, 0x85ebca77);
    return this;
  }

  /** The lanes of the fields added so far, [high, low], into `lanes`. */
  finish(lanes: Int32Array): void {
    const low = avalanche(this.low ^ Math.imul(this.high, 0xc2b2ae3d));
    lanes[0] = avalanche(this.high ^ low);
    lanes[1] = low;
  }
}

const LOW_SEED = 0x243f6a88;
const HIGH_SEED = 0x85a308d3 | 0;
const scratchDigest = new RunningDigest();

/** MurmurHash3's 32-bit finaliser. */
function avalanche(value: number): number {
  let mixed = value ^ (value >>> 16);
  mixed = Math.imul(mixed, 0x85ebca6b);
  mixed ^= mixed >>> 13;
  mixed = Math.imul(mixed, 0xc2b2ae35);
  return mixed ^ (mixed >>> 16);
}

export const HEX_CODES = [...'0123456789abcdef'].map((digit) => digit.charCodeAt(0));
const hexCode = (value: number, shift: number) => HEX_CODES[(value >>> shift) & 15]!;

/** Eight hex digits of a 32-bit value, in one flat string (toString(16) and padStart cost ten times more). */
export function hex32(value: number): string {
  return String.fromCharCode(
    hexCode(value, 28), hexCode(value, 24), hexCode(value, 20), hexCode(value, 16),
    hexCode(value, 12), hexCode(value, 8), hexCode(value, 4), hexCode(value, 0),
  );
}
