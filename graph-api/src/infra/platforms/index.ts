// The public entry of infra/platforms: what other modules and app.ts may use (a lint refuses imports past it).
export { sendImportFailure } from './import-failure';
export { BROKER_CATALOGUE, brokerEntry, platformName, type BrokerEntry, type CredentialField, type PlatformId } from './platform-catalogue';
