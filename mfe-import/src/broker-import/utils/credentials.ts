import type { BrokerCredentialsInput } from '../../__generated__/graphql';
import type { Broker } from './brokerSelection';

/** What the trader typed, by credential name (apiKey, secretKey, token, baseUrl). */
export type CredentialValues = Record<string, string>;

const CREDENTIAL_NAMES = ['apiKey', 'secretKey', 'token', 'baseUrl'] as const;

/** Whether anything but the environment choice was typed. */
function anyTyped(values: CredentialValues): boolean {
  return Object.entries(values).some(([name, value]) => name !== 'baseUrl' && value.trim() !== '');
}

/**
 * The required fields left empty. A connected broker may be imported with nothing typed (the
 * stored credentials are used), but new credentials must be complete.
 */
export function missingCredentials(broker: Broker, values: CredentialValues): string[] {
  if (broker.connected && !anyTyped(values)) return [];
  return broker.credentialFields.filter((field) => field.required && !values[field.name]?.trim()).map((field) => field.name);
}

/** The credentials of the import request, or null to use the stored ones. */
export function credentialsToSend(broker: Broker, values: CredentialValues): BrokerCredentialsInput | null {
  if (broker.credentialFields.length === 0 || !anyTyped(values)) return null;
  const entries = CREDENTIAL_NAMES.flatMap((name) => (values[name]?.trim() ? [[name, values[name].trim()] as const] : []));
  return Object.fromEntries(entries);
}
