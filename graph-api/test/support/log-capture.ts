import type { DestinationStream } from 'pino';

/** A pino destination that keeps every line, so tests can read what the server logged. */
export class LogCapture implements DestinationStream {
  readonly lines: string[] = [];

  write(line: string): void {
    this.lines.push(line);
  }

  /** Every line parsed; fails the test if one is not JSON. */
  entries(): Array<Record<string, unknown>> {
    return this.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  text(): string {
    return this.lines.join('');
  }
}
