/** Where services read the time, so tests can move it (reset-link expiry, session timeouts). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
