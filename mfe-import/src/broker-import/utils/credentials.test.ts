import { describe, expect, it } from 'vitest';
import { BROKERS } from '../../testing/fixtures';
import { credentialsToSend, missingCredentials } from './credentials';

const alpaca = BROKERS.find((broker) => broker.id === 'alpaca')!;
const connected = { ...alpaca, connected: true };
const blank = { apiKey: '', secretKey: '', baseUrl: 'https://paper-api.alpaca.markets' };

describe('broker credentials', () => {
  it('needs every required field of a broker that is not connected', () => {
    expect(missingCredentials(alpaca, blank)).toEqual(['apiKey', 'secretKey']);
    expect(missingCredentials(alpaca, { ...blank, apiKey: 'PK1', secretKey: '  ' })).toEqual(['secretKey']);
    expect(missingCredentials(alpaca, { ...blank, apiKey: 'PK1', secretKey: 's' })).toEqual([]);
  });

  it('lets a connected broker use its stored credentials, but new ones must be complete', () => {
    expect(missingCredentials(connected, blank)).toEqual([]);
    expect(credentialsToSend(connected, blank)).toBeNull();
    expect(missingCredentials(connected, { ...blank, apiKey: 'PK2' })).toEqual(['secretKey']);
  });

  it('sends what was typed, trimmed, with the environment', () => {
    expect(credentialsToSend(alpaca, { apiKey: ' PK1 ', secretKey: 's', baseUrl: 'https://api.alpaca.markets' })).toEqual({
      apiKey: 'PK1',
      secretKey: 's',
      baseUrl: 'https://api.alpaca.markets',
    });
  });
});
