// The public entry of modules/brokers: what other modules and app.ts may use (a lint refuses imports past it).
import { type ApiModule, serviceWiring } from '../../api-module';
import { BrokerConnection } from './broker-connection.entity';
import { brokerImportRoutes } from './broker-import.routes';
import { BrokerResolver } from './broker.resolver';
import { schwabRoutes } from './schwab.routes';
import { wireBrokers } from './wiring';

export const brokersModule = {
  name: 'brokers',
  entities: [BrokerConnection],
  resolvers: [BrokerResolver],
  mount: ({ config, services: { brokerConnections, brokerImports, brokerClients, brokerSyncs, callers } }) => ({
    resolvers: [new BrokerResolver(brokerConnections, brokerImports, config.brokers.alpacaBaseUrls, brokerSyncs)],
    routes: [
      brokerImportRoutes({ brokerImports, callers }),
      schwabRoutes({ clients: brokerClients, connections: brokerConnections, callers, publicUrl: config.publicUrl }),
    ],
  }),
  services: serviceWiring(wireBrokers, { box: true, imports: true, notifications: true }),
} satisfies ApiModule;

// What other modules may use.
export { BrokerClients, type StoredBrokerSecrets } from './broker-clients';
export { BrokerConnectionService } from './broker-connection.service';
export { BrokerImportService } from './broker-import.service';
export { registerBrokerSyncJobs } from './broker-sync.jobs';
export { BrokerSyncService } from './broker-sync.service';
export { brokersConfigFrom, brokersEnvShape, type BrokersConfig } from './brokers.config';
export { brokerConnectionsSection } from './brokers.section';
export { BrokerApiError } from './clients/broker-api-error';
export type { HttpOptions } from './clients/broker-execution-source';
export { BrokerHttp } from './clients/broker-http';
export { alpacaGet, type AlpacaKeys, type AlpacaRefusals } from './clients/alpaca/alpaca-request';
