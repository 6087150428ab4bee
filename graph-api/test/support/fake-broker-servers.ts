import { afterEach, expect } from 'vitest';
import { BrokerApiError } from '../../src/modules/brokers/clients/broker-api-error';

interface ClosableServer {
  close(): Promise<void>;
}

/**
 * For a describe whose tests each start a fake broker: `start` starts one through `startServer`,
 * and the fake is closed after the test, so no port or keep-alive socket outlives the test that
 * opened it. `stop` closes it early, for a test about a broker that cannot be reached.
 */
export function fakeServerPerTest<Args extends unknown[], Server extends ClosableServer>(startServer: (...args: Args) => Promise<Server>) {
  let running: Server | null = null;
  const stop = async (): Promise<void> => {
    await running?.close();
    running = null;
  };
  afterEach(stop);
  const start = async (...args: Args): Promise<Server> => {
    running = await startServer(...args);
    return running;
  };
  return { start, stop };
}

/** The BrokerApiError `promise` rejects with; fails the test if it resolves or rejects with anything else. */
export async function brokerApiFailureOf(promise: Promise<unknown>): Promise<BrokerApiError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(BrokerApiError);
  return error as BrokerApiError;
}
