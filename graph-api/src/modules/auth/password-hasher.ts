import argon2 from 'argon2';
import { randomToken } from './tokens';

export interface PasswordHashCost {
  memoryKiB: number;
  iterations: number;
}

/** argon2id hashing, and verification that takes as long for an unknown account as for a known one. */
export class PasswordHasher {
  private readonly options: { type: typeof argon2.argon2id; memoryCost: number; timeCost: number; parallelism: number };
  private dummyHash: Promise<string> | null = null;

  constructor(cost: PasswordHashCost) {
    this.options = { type: argon2.argon2id, memoryCost: cost.memoryKiB, timeCost: cost.iterations, parallelism: 1 };
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, this.options);
  }

  /**
   * True when `password` matches `hash`. Without a hash (no such account, or a Google-only one) a
   * hash of a random password made with the same cost is checked instead, so the answer takes the
   * same time and an attacker cannot tell which accounts exist.
   */
  async verify(hash: string | null, password: string): Promise<boolean> {
    if (hash === null) {
      await argon2.verify(await this.dummy(), password);
      return false;
    }
    try {
      return await argon2.verify(hash, password);
    } catch {
      // A malformed stored hash is a failed sign-in, not a crash.
      return false;
    }
  }

  /** True when `hash` was made with another cost than the configured one (rehash at the next sign-in). */
  needsRehash(hash: string): boolean {
    return argon2.needsRehash(hash, { memoryCost: this.options.memoryCost, timeCost: this.options.timeCost, parallelism: 1 });
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= this.hash(randomToken(24));
    return this.dummyHash;
  }
}
