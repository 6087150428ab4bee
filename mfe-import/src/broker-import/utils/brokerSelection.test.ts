import { describe, expect, it } from 'vitest';
import { BROKERS } from '../../testing/fixtures';
import { brokersFor, defaultCsvPlatform, initialSelection, selectedBroker, switchMode } from './brokerSelection';

describe('broker selection', () => {
  it('offers the API importers in API mode and every readable export in CSV mode', () => {
    expect(brokersFor('api', BROKERS).map((broker) => broker.id)).toEqual(['interactive_brokers', 'alpaca', 'schwab']);
    expect(brokersFor('csv', BROKERS).map((broker) => broker.id)).toEqual(['interactive_brokers', 'schwab', 'das_trader', 'thinkorswim', 'tradezero', 'etrade', 'fidelity', 'webull']);
  });

  it('starts from the Default Broker, in CSV mode when its files can be read', () => {
    expect(initialSelection(BROKERS, 'interactive_brokers')).toEqual({ mode: 'csv', brokerId: 'interactive_brokers' });
    expect(initialSelection(BROKERS, 'thinkorswim')).toEqual({ mode: 'csv', brokerId: 'thinkorswim' });
    expect(initialSelection(BROKERS, 'alpaca')).toEqual({ mode: 'api', brokerId: 'alpaca' });
    expect(initialSelection(BROKERS, undefined)).toEqual({ mode: 'csv', brokerId: null });
  });

  it("gives the CSV tab the Default Broker when its exports can be read, and lets the file tell otherwise", () => {
    expect(defaultCsvPlatform(BROKERS, 'interactive_brokers')).toBe('interactive_brokers');
    expect(defaultCsvPlatform(BROKERS, 'das_trader')).toBe('das_trader');
    expect(defaultCsvPlatform(BROKERS, 'alpaca')).toBe('');
    expect(defaultCsvPlatform(BROKERS, undefined)).toBe('');
  });

  it('acts only on a broker the current mode offers', () => {
    expect(selectedBroker({ mode: 'api', brokerId: 'alpaca' }, BROKERS)?.name).toBe('Alpaca');
    expect(selectedBroker({ mode: 'csv', brokerId: 'alpaca' }, BROKERS)).toBeNull();
    expect(selectedBroker({ mode: 'csv', brokerId: null }, BROKERS)).toBeNull();
  });

  it('keeps the chosen broker across modes when both offer it, else preselects the Default Broker (Auto-import’s connections are made in API mode)', () => {
    expect(switchMode({ mode: 'csv', brokerId: 'schwab' }, 'api', BROKERS, 'interactive_brokers')).toEqual({ mode: 'api', brokerId: 'schwab' });
    expect(switchMode({ mode: 'csv', brokerId: 'webull' }, 'api', BROKERS, 'interactive_brokers')).toEqual({ mode: 'api', brokerId: 'interactive_brokers' });
    expect(switchMode({ mode: 'csv', brokerId: null }, 'api', BROKERS, 'alpaca')).toEqual({ mode: 'api', brokerId: 'alpaca' });
    expect(switchMode({ mode: 'api', brokerId: 'alpaca' }, 'csv', BROKERS, 'das_trader')).toEqual({ mode: 'csv', brokerId: 'das_trader' });
    // A Default Broker the mode does not offer selects nothing: the trader picks.
    expect(switchMode({ mode: 'csv', brokerId: 'webull' }, 'api', BROKERS, 'thinkorswim')).toEqual({ mode: 'api', brokerId: null });
    expect(switchMode({ mode: 'csv', brokerId: 'webull' }, 'api', BROKERS, undefined)).toEqual({ mode: 'api', brokerId: null });
  });
});
