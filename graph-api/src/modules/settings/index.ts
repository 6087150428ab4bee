// The public entry of modules/settings: what other modules and app.ts may use (a lint refuses imports past it).
import { type ApiModule, standaloneWiring } from '../../api-module';
import { SettingsResolver } from './settings.resolver';
import { UserSettings } from './user-settings.entity';
import { wireSettings } from './wiring';

export const settingsModule = {
  name: 'settings',
  entities: [UserSettings],
  resolvers: [SettingsResolver],
  mount: ({ services: { settings, auth, emailLinks } }) => ({ resolvers: [new SettingsResolver(settings, auth, emailLinks)], routes: [] }),
  services: standaloneWiring(wireSettings),
} satisfies ApiModule;

// What other modules may use.
export { settingsSection } from './settings.section';
export { SettingsService } from './settings.service';
export { DEFAULT_SETTINGS, ianaZoneOf } from './settings.values';
export { UserSettings } from './user-settings.entity';
export { DATA_RETENTION_JOB, registerDataRetentionJobs, retentionCutoff } from './data-retention';
export { settingsOfEveryUser, type UserScheduleSettings } from './settings-of-every-user';
