import type { WiringInfra } from '../../wiring-infra';
import type { SecretBox } from '../auth';
import type { ImportService } from '../imports';
import type { NotificationService } from '../notifications';
import { BrokerClients } from './broker-clients';
import { BrokerConnectionService } from './broker-connection.service';
import { BrokerImportService } from './broker-import.service';
import { registerBrokerSyncJobs } from './broker-sync.jobs';
import { BrokerSyncService } from './broker-sync.service';
import { brokerConnectionsSection } from './brokers.section';

export function wireBrokers(
  { config, clock, mailer, jobs, userData }: WiringInfra,
  { box, imports, notifications }: { box: SecretBox; imports: ImportService; notifications: NotificationService },
) {
  userData.register(brokerConnectionsSection);
  const brokerConnections = new BrokerConnectionService(box, clock);
  const brokerClients = new BrokerClients(config.brokers, clock);
  const brokerImports = new BrokerImportService(imports, brokerConnections, brokerClients, clock);
  const brokerSyncs = new BrokerSyncService({ brokerImports, notifications, mailer, publicUrl: config.publicUrl, clock });
  registerBrokerSyncJobs(jobs, brokerSyncs);
  return { brokerConnections, brokerClients, brokerImports, brokerSyncs };
}
