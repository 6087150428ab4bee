import type { ImportCenterQuery } from '../../__generated__/graphql';
import { DEFAULT_MODE, type ImportMode } from '../constants/texts';

export type Broker = ImportCenterQuery['brokers'][number];

export interface BrokerSelection {
  mode: ImportMode;
  brokerId: string | null;
}

/** The brokers each import mode offers: API importers, or platforms whose exports can be read. */
export function brokersFor(mode: ImportMode, brokers: readonly Broker[]): Broker[] {
  return brokers.filter((broker) => (mode === 'api' ? broker.apiSupported : broker.csvSupported));
}

/**
 * Where the page starts: the Default Broker of Settings selected, in the default csv mode unless
 * that broker can only be imported through its API (Alpaca, Charles Schwab).
 */
export function initialSelection(brokers: readonly Broker[], defaultBroker: string | undefined): BrokerSelection {
  const broker = brokers.find((candidate) => candidate.id === defaultBroker);
  if (!broker) return { mode: DEFAULT_MODE, brokerId: null };
  const mode = brokersFor(DEFAULT_MODE, brokers).includes(broker) ? DEFAULT_MODE : 'api';
  return { mode, brokerId: broker.id };
}

/**
 * The selection once the trader switches between API and CSV mode: the broker chosen stays when the
 * new mode offers it; otherwise the Default Broker of Settings is preselected there, if that mode
 * offers it (so the API mode, where Auto-import's connections are made, starts on it too).
 */
export function switchMode(selection: BrokerSelection, mode: ImportMode, brokers: readonly Broker[], defaultBroker: string | undefined): BrokerSelection {
  const offered = brokersFor(mode, brokers);
  if (offered.some((broker) => broker.id === selection.brokerId)) return { mode, brokerId: selection.brokerId };
  return { mode, brokerId: offered.find((broker) => broker.id === defaultBroker)?.id ?? null };
}

/** The CSV tab's platform until the trader picks one: the Default Broker when its exports can be read, else '' (the file tells). */
export function defaultCsvPlatform(brokers: readonly Broker[], defaultBroker: string | undefined): string {
  return brokers.find((broker) => broker.id === defaultBroker && broker.csvSupported)?.id ?? '';
}

/** The broker the action button acts on: the selected one, if the current mode offers it. */
export function selectedBroker(selection: BrokerSelection, brokers: readonly Broker[]): Broker | null {
  return brokersFor(selection.mode, brokers).find((broker) => broker.id === selection.brokerId) ?? null;
}
