import type { WiringInfra } from '../../wiring-infra';
import { registerDataRetentionJobs } from './data-retention';
import { settingsSection } from './settings.section';
import { SettingsService } from './settings.service';

export function wireSettings({ userData, clock, jobs, logger }: WiringInfra) {
  const settings = new SettingsService(clock);
  userData.register(settingsSection(settings));
  // Retention deletes through every section; the registry is read when the job runs, once all are registered.
  registerDataRetentionJobs(jobs, { settings, userData, clock, logger: logger.child({ component: 'data-retention' }) });
  return { settings };
}
