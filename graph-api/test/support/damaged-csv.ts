import { expect } from 'vitest';
import type { CsvImporter, CsvImportOptions } from '../../src/modules/imports/csv/csv-importer';
import { readCsvTable } from '../../src/modules/imports/csv/csv-text';
import { ImportFormatError, ImportRowError } from '../../src/modules/trades/domain/execution';

// The damaged copies are drawn from it: deterministic, so a failure can be replayed.
export { seededRandom } from './seeded-random';

/** What `action` threw, or undefined: lets a test check an error's class and message together. */
export function captureError(action: () => unknown): unknown {
  try {
    action();
    return undefined;
  } catch (error) {
    return error;
  }
}

/** Damages a copy of a file's lines in place, drawing every choice from `random`. */
export type LineDamage = (lines: string[], random: () => number) => void;

const below = (random: () => number, bound: number) => Math.floor(random() * bound);
const oneOf = <Item>(random: () => number, items: readonly Item[]): Item => items[below(random, items.length)]!;

/**
 * Three times over: one cell of a random line becomes junk, and one time in five that line is also
 * cut after `cellsKeptWhenCut` cells, like a row that ends early.
 */
export function junkCells({ junk, cellsKeptWhenCut }: { junk: readonly string[]; cellsKeptWhenCut: number }): LineDamage {
  return (lines, random) => {
    for (let change = 0; change < 3; change += 1) {
      const index = below(random, lines.length);
      const cells = (lines[index] ?? '').split(',');
      cells[below(random, cells.length)] = oneOf(random, junk);
      lines[index] = random() < 0.2 ? cells.slice(0, cellsKeptWhenCut).join(',') : cells.join(',');
    }
  };
}

/**
 * One random line is cut at a random point, has every digit replaced by `digit`, has its cells
 * reversed, or becomes one of the `junkLines`.
 */
export function junkLine({ digit, junkLines }: { digit: string; junkLines: readonly string[] }): LineDamage {
  return (lines, random) => {
    const index = below(random, lines.length);
    const line = lines[index] ?? '';
    lines[index] = oneOf(random, [line.slice(0, below(random, line.length + 1)), line.replace(/\d/g, digit), line.split(',').reverse().join(','), ...junkLines]);
  };
}

/** Reads a file the way an upload without a chosen platform does: only a file `importer` recognises is parsed. */
export function parseIfDetected(importer: CsvImporter, options: CsvImportOptions): (text: string) => void {
  return (text) => {
    const file = readCsvTable(text);
    if (importer.detect(file)) importer.parse(file, options);
  };
}

export interface DamagedCopies {
  /** The undamaged file. */
  text: string;
  rounds: number;
  /** Passed in rather than seeded here, so that damaging several files can continue one sequence. */
  random: () => number;
  damage: LineDamage;
  read: (text: string) => unknown;
}

/**
 * Reads `rounds` damaged copies of a file: each may be read or refused, but only with an
 * ImportRowError or ImportFormatError, the errors the user is shown, never a crash such as a TypeError.
 */
export function expectOnlyImportErrorsOnDamagedCopies({ text, rounds, random, damage, read }: DamagedCopies): void {
  const lines = text.split(/\r?\n/);
  for (let round = 0; round < rounds; round += 1) {
    const copy = [...lines];
    damage(copy, random);
    const error = captureError(() => read(copy.join('\n')));
    if (error === undefined) continue;
    // The stack, not just the message, shows where the importer broke.
    const shown = error instanceof Error ? (error.stack ?? String(error)) : String(error);
    expect(error instanceof ImportRowError || error instanceof ImportFormatError, `damaged copy ${round}: ${shown}`).toBe(true);
  }
}
