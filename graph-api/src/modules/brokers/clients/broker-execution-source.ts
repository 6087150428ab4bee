import type { ImportedExecution } from '../../trades';

/** A broker API that can list the fills of a time range. */
export interface BrokerExecutionSource {
  fetchExecutions(range: { start: Date; end: Date }): Promise<ImportedExecution[]>;
}

export interface HttpOptions {
  fetch?: typeof fetch;
  /** Waits between retries; tests pass one that does not wait. */
  sleep?: (ms: number) => Promise<void>;
  timeoutMs?: number;
}

export const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
