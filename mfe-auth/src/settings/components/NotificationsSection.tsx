import { Select, Switch } from '@tj/design-system';
import type { SettingsPageQuery, UpdateSettingsInput } from '../../__generated__/graphql';
import { SUMMARY_TIMES } from '../constants/options';
import { AI_INSIGHTS_HINT, RISK_ALERTS_HINT } from '../constants/texts';
import { useSaveSetting } from '../hooks/useSaveSetting';
import { SettingRow, SettingsSection } from './SettingsSection';

type Settings = SettingsPageQuery['settings'];
type NotificationSwitch = 'aiInsights' | 'riskAlerts' | 'dailySummary' | 'weeklyReport';

const SWITCHES: { field: NotificationSwitch; label: string; hint?: string }[] = [
  { field: 'aiInsights', label: 'AI Insights', hint: AI_INSIGHTS_HINT },
  { field: 'riskAlerts', label: 'Risk Alerts', hint: RISK_ALERTS_HINT },
  { field: 'dailySummary', label: 'Daily Summary' },
  { field: 'weeklyReport', label: 'Weekly Report' },
];

export function NotificationsSection({ settings }: { settings: Settings }) {
  const saveSetting = useSaveSetting();
  return (
    <SettingsSection title="Notifications">
      {SWITCHES.map(({ field, label, hint }) => (
        <SettingRow key={field} label={label} hint={hint}>
          <Switch aria-label={label} checked={settings[field]} onCheckedChange={(checked) => void saveSetting({ [field]: checked } as UpdateSettingsInput)} />
        </SettingRow>
      ))}
      <SettingRow label="Summary Time" htmlFor="settings-summary-time">
        <Select id="settings-summary-time" options={SUMMARY_TIMES} value={settings.notificationTime} onChange={(event) => void saveSetting({ notificationTime: event.target.value })} />
      </SettingRow>
    </SettingsSection>
  );
}
