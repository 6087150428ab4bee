import type { UserDataSection } from '../../infra/users';
import type { SettingsService } from './settings.service';
import { UserSettings } from './user-settings.entity';

export function settingsSection(settings: SettingsService): UserDataSection {
  return {
    name: 'settings',
    export: (em, userId) => settings.get(em, userId),
    async deleteAll(em, userId) {
      await em.nativeDelete(UserSettings, { user: userId });
    },
  };
}
