/**
 * A small, fast PRNG (mulberry32) seeded from the data under test, so a permutation test of the same
 * trades always draws the same permutations and answers the same p-value.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** FNV-1a over numbers (each taken to millionths, as money is stored): the same values give the same seed. */
export function seedOf(values: Iterable<number>): number {
  let hash = 0x811c9dc5;
  const mix = (word: number) => {
    hash ^= word & 0xffff;
    hash = Math.imul(hash, 0x01000193);
    hash ^= word >>> 16;
    hash = Math.imul(hash, 0x01000193);
  };
  for (const value of values) {
    const micros = Math.round(value * 1e6);
    mix(micros | 0);
    mix(Math.floor(micros / 4_294_967_296) | 0);
  }
  return hash >>> 0;
}
