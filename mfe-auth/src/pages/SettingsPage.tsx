import { ComingSoon } from '@tj/design-system';

export default function SettingsPage() {
  return <ComingSoon title="Settings" />;
}
