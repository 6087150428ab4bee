import type { Clock } from '../../src/clock';

/** A clock that stands still until told to move. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | string = '2026-01-15T12:00:00.000Z') {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(milliseconds: number): void {
    this.current += milliseconds;
  }
}
