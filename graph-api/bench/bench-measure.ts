/** Timing and formatting helpers of the import benchmark. */

export interface Timed<T> {
  value: T;
  seconds: number;
}

export async function timed<T>(work: () => T | Promise<T>): Promise<Timed<T>> {
  const started = process.hrtime.bigint();
  const value = await work();
  return { value, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

/**
 * The process's resident-set high-water mark (getrusage), in MB. Sampling on a timer would miss the
 * peaks: parsing and SQLite inserts are synchronous, so no timer fires while they run.
 */
export const peakRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

export const perSecond = (count: number, seconds: number) => `${Math.round(count / seconds).toLocaleString('en-US')}/s`;

export const count = (value: number) => value.toLocaleString('en-US');

/** A figure line with its target, marked so a missed target stands out. */
export function verdict(met: boolean, target: string): string {
  return met ? `(target ${target}: met)` : `(target ${target}: MISSED)`;
}
