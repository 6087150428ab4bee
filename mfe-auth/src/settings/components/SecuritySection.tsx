import { useState } from 'react';
import { Button, formatDateTime, Switch } from '@tj/design-system';
import type { SettingsPageQuery } from '../../__generated__/graphql';
import { ApiKeysDialog } from './ApiKeysDialog';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { SettingRow, SettingsSection } from './SettingsSection';
import { TwoFactorDialog } from './TwoFactorDialog';

interface SecuritySectionProps {
  account: SettingsPageQuery['me'];
  timeZone: string;
}

export function SecuritySection({ account, timeZone }: SecuritySectionProps) {
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [keysOpen, setKeysOpen] = useState(false);
  const [twoFactorIntent, setTwoFactorIntent] = useState<'enable' | 'disable' | null>(null);
  const lastLogin = account.lastLoginAt
    ? `Last login: ${formatDateTime(account.lastLoginAt, { timeZone })}${account.lastLoginIp ? ` from ${account.lastLoginIp}` : ''}`
    : 'Last login: this is your first session';

  return (
    <SettingsSection title="Security">
      <SettingRow label="Password">
        <Button variant="outline" onClick={() => setPasswordOpen(true)}>
          Change Password
        </Button>
      </SettingRow>
      <SettingRow label="Two-Factor Auth" hint="Ask for a code from your authenticator app at sign-in.">
        <Switch aria-label="Two-Factor Auth" checked={account.twoFactorEnabled} onCheckedChange={(on) => setTwoFactorIntent(on ? 'enable' : 'disable')} />
      </SettingRow>
      <SettingRow label="API Keys">
        <Button variant="outline" onClick={() => setKeysOpen(true)}>
          Manage API Keys
        </Button>
      </SettingRow>
      <p>{lastLogin}</p>
      <ChangePasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} hasPassword={account.hasPassword} />
      <TwoFactorDialog intent={twoFactorIntent} onClose={() => setTwoFactorIntent(null)} />
      <ApiKeysDialog open={keysOpen} onOpenChange={setKeysOpen} timeZone={timeZone} />
    </SettingsSection>
  );
}
