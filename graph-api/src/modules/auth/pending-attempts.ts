/** What one process knows of the attempts it has counted ahead on one counter (by key hash). */
interface OnCounter {
  /** Places taken by passes still going on (each either allowed, then pending, or given back). */
  inPasses: number;
  /** Places of allowed attempts whose outcome is not known yet. */
  pending: number;
  listeners: Set<Listener>;
}

/** A refused request deciding whether to wait: what was given back since it started its pass. */
export interface Listener {
  readonly keyHashes: string[];
  readonly freed: Set<string>;
  wake: () => void;
}

/**
 * The attempts this process has counted ahead of their outcome (RateLimiter.reserveAll), so that a
 * request refused while some of them are still being checked can wait for them: a right password
 * among them gives its place back, and the request gets it instead of a 429 for nothing.
 * Only this process's attempts are known here; the database holds every process's counts.
 */
export class PendingAttempts {
  private readonly counters = new Map<string, OnCounter>();

  /** Listens on `keyHashes` from now on: places given back there are recorded in `freed`. */
  listen(keyHashes: string[]): Listener {
    const listener: Listener = { keyHashes, freed: new Set(), wake: () => undefined };
    for (const keyHash of keyHashes) this.counterOf(keyHash).listeners.add(listener);
    return listener;
  }

  stopListening(listener: Listener): void {
    for (const keyHash of listener.keyHashes) {
      const counter = this.counters.get(keyHash);
      counter?.listeners.delete(listener);
      this.forgetIdle(keyHash);
    }
  }

  /** A pass took a place on `keyHash`. */
  taken(keyHash: string): void {
    this.counterOf(keyHash).inPasses += 1;
  }

  /** A pass ended: its places become pending (allowed) or were given back (refused). */
  passEnded(keyHashes: string[], allowed: boolean): void {
    for (const keyHash of keyHashes) {
      const counter = this.counterOf(keyHash);
      counter.inPasses -= 1;
      if (allowed) counter.pending += 1;
      this.changed(keyHash, !allowed);
    }
  }

  /** A pending attempt's outcome is known; `gaveBack` when it did not keep its place. */
  settled(keyHash: string, gaveBack: boolean): void {
    const counter = this.counters.get(keyHash);
    if (!counter) return;
    counter.pending -= 1;
    this.changed(keyHash, gaveBack);
  }

  /**
   * After a refusal on `refusedOn`: true as soon as a place there was given back (try again); false
   * once no attempt of this process is taking or holding one there (the refusal stands), or past
   * the deadline.
   */
  async placeFreed(listener: Listener, refusedOn: string[], deadline: number): Promise<boolean> {
    for (;;) {
      if (refusedOn.some((keyHash) => listener.freed.has(keyHash))) return true;
      const busy = refusedOn.some((keyHash) => {
        const counter = this.counters.get(keyHash);
        return counter !== undefined && counter.inPasses + counter.pending > 0;
      });
      if (!busy || Date.now() >= deadline) return false;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
        listener.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  private changed(keyHash: string, gaveBack: boolean): void {
    const counter = this.counters.get(keyHash);
    if (!counter) return;
    for (const listener of counter.listeners) {
      if (gaveBack) listener.freed.add(keyHash);
      listener.wake();
    }
    this.forgetIdle(keyHash);
  }

  private counterOf(keyHash: string): OnCounter {
    const counter = this.counters.get(keyHash) ?? { inPasses: 0, pending: 0, listeners: new Set<Listener>() };
    this.counters.set(keyHash, counter);
    return counter;
  }

  private forgetIdle(keyHash: string): void {
    const counter = this.counters.get(keyHash);
    if (counter && counter.inPasses <= 0 && counter.pending <= 0 && counter.listeners.size === 0) this.counters.delete(keyHash);
  }
}
