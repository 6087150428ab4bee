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

/** One figure as a machine-readable line, printed beside the readable one: `BENCH {"name":…}`. */
export function benchLine(figure: Record<string, string | number | boolean>): void {
  console.log(`BENCH ${JSON.stringify(figure)}`);
}

/** The value below which `fraction` of `values` lie (nearest rank). */
export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

/** A figure line with its target, marked so a missed target stands out. */
export function verdict(met: boolean, target: string): string {
  return met ? `(target ${target}: met)` : `(target ${target}: MISSED)`;
}

// What the calibration loop computes: checked, so the loop cannot be optimised away.
const CALIBRATION_HASH = 334_320_581;

/**
 * Seconds a fixed CPU-bound loop takes (an FNV-1a hash of 200 million bytes, nothing allocated), the
 * median of three: printed beside the figures, so that runs on machines, or at moments, of different
 * speed can be compared. The shared machines here have run the same code a half slower or faster.
 */
export function cpuCalibrationSeconds(): number {
  return medianOfThreeRuns(() => {
    let hash = 0x811c9dc5;
    for (let index = 0; index < 200_000_000; index += 1) hash = Math.imul(hash ^ (index & 255), 16_777_619);
    if (hash !== CALIBRATION_HASH) throw new Error(`The calibration loop computed ${hash}, not ${CALIBRATION_HASH}`);
  });
}

// What the allocation loop adds up: checked, so its objects cannot be optimised away.
const ALLOCATION_TOTAL = 1_125_006_342_766;

/**
 * Seconds a fixed allocation-bound loop takes (1.5 million small objects, each with a string, kept
 * until the end as an import keeps its fills), the median of three. The CPU loop misses slow spells
 * of memory and garbage collection, which the import and its references feel most: here the same
 * code has run a third slower while the CPU loop moved by less than a tenth.
 */
export function allocationCalibrationSeconds(): number {
  return medianOfThreeRuns(() => {
    const kept: Array<{ index: number; text: string }> = [];
    for (let index = 0; index < 1_500_000; index += 1) kept.push({ index, text: `r${index & 4095}` });
    let total = 0;
    for (const { index, text } of kept) total += index + text.length;
    if (total !== ALLOCATION_TOTAL) throw new Error(`The allocation loop added up to ${total}, not ${ALLOCATION_TOTAL}`);
  });
}

function medianOfThreeRuns(run: () => void): number {
  const seconds: number[] = [];
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const started = process.hrtime.bigint();
    run();
    seconds.push(Number(process.hrtime.bigint() - started) / 1e9);
  }
  return seconds.sort((a, b) => a - b)[1]!;
}
