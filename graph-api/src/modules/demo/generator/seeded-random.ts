/**
 * A small seeded pseudo-random generator (sfc32, seeded through a string hash), so the demo
 * journal is the same every time it is generated from the same seed, on any machine and any Node
 * version: Math.random cannot be seeded, and its algorithm is the engine's to change.
 *
 * Each part of the generator draws from its own stream (`stream('AAPL 2026-03-02')`), so a change
 * in how many numbers one part draws does not shift every number drawn after it elsewhere.
 */
export class SeededRandom {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  private spareNormal: number | null = null;

  constructor(
    private readonly seed: number,
    label = '',
  ) {
    const hash = stringHash(`${seed}:${label}`);
    this.a = hash();
    this.b = hash();
    this.c = hash();
    this.d = hash();
    // sfc32 needs a few rounds before its first outputs are well mixed.
    for (let round = 0; round < 12; round += 1) this.next();
  }

  /** An independent stream for one part of the generation, named so it is stable. */
  stream(label: string): SeededRandom {
    return new SeededRandom(this.seed, label);
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    this.d >>>= 0;
    const t = (this.a + this.b) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.d = (this.d + 1) | 0;
    const result = (t + this.d) | 0;
    this.c = (this.c + result) | 0;
    return (result >>> 0) / 4_294_967_296;
  }

  /** Uniform in [low, high). */
  uniform(low: number, high: number): number {
    return low + (high - low) * this.next();
  }

  /** A whole number from low to high, both included. */
  integer(low: number, high: number): number {
    return low + Math.floor(this.next() * (high - low + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** Standard normal (Box-Muller; the second value of each pair is kept for the next call). */
  normal(): number {
    if (this.spareNormal !== null) {
      const spare = this.spareNormal;
      this.spareNormal = null;
      return spare;
    }
    let u = 0;
    while (u === 0) u = this.next();
    const v = this.next();
    const radius = Math.sqrt(-2 * Math.log(u));
    this.spareNormal = radius * Math.sin(2 * Math.PI * v);
    return radius * Math.cos(2 * Math.PI * v);
  }

  /** Poisson-distributed count (Knuth's method; fine for the small means used here). */
  poisson(mean: number): number {
    const limit = Math.exp(-mean);
    let count = 0;
    let product = this.next();
    while (product > limit) {
      count += 1;
      product *= this.next();
    }
    return count;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick() needs at least one item');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** One item, each as likely as its weight. */
  weighted<T>(items: readonly { item: T; weight: number }[]): T {
    const total = items.reduce((sum, { weight }) => sum + weight, 0);
    let point = this.next() * total;
    for (const { item, weight } of items) {
      point -= weight;
      if (point < 0) return item;
    }
    return items[items.length - 1]!.item;
  }

  /** Eight hex digits, for identifiers such as execution ids. */
  hex32(): string {
    return Math.floor(this.next() * 4_294_967_296)
      .toString(16)
      .padStart(8, '0');
  }
}

/** xmur3: a 32-bit string hash that yields a sequence of seeds. */
function stringHash(text: string): () => number {
  let hash = 1_779_033_703 ^ text.length;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 3_432_918_353);
    hash = (hash << 13) | (hash >>> 19);
  }
  return () => {
    hash = Math.imul(hash ^ (hash >>> 16), 2_246_822_507);
    hash = Math.imul(hash ^ (hash >>> 13), 3_266_489_909);
    return (hash ^= hash >>> 16) >>> 0;
  };
}
