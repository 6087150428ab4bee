import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Input, Select, useShell, useToast } from '@tj/design-system';
import type { UpdateProfileMutation, UpdateProfileMutationVariables } from '../../__generated__/graphql';
import { TIMEZONES } from '../constants/options';
import { UPDATE_PROFILE_MUTATION } from '../graphql/UpdateProfileMutation';
import { SettingRow, SettingsSection } from './SettingsSection';

interface ProfileSectionProps {
  name: string;
  email: string;
  timezone: string;
}

export function ProfileSection(initial: ProfileSectionProps) {
  const { toast } = useToast();
  const { session } = useShell();
  const [profile, setProfile] = useState(initial);
  const [save, { loading }] = useMutation<UpdateProfileMutation, UpdateProfileMutationVariables>(UPDATE_PROFILE_MUTATION, {
    refetchQueries: ['SettingsPage'],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save({ variables: { input: { name: profile.name.trim(), email: profile.email.trim(), timezone: profile.timezone } } });
      await session.refresh();
      toast({ title: 'Profile updated', description: 'Your name, email and timezone are saved.', variant: 'success' });
    } catch (error) {
      toast({ title: 'Profile not updated', description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
    }
  };

  return (
    <SettingsSection title="Profile">
      <form onSubmit={submit} style={{ display: 'grid', gap: 16 }}>
        <SettingRow label="Full Name" htmlFor="settings-name">
          <Input id="settings-name" autoComplete="name" value={profile.name} onChange={(event) => setProfile({ ...profile, name: event.target.value })} />
        </SettingRow>
        <SettingRow label="Email" htmlFor="settings-email">
          <Input id="settings-email" type="email" autoComplete="email" value={profile.email} onChange={(event) => setProfile({ ...profile, email: event.target.value })} />
        </SettingRow>
        <SettingRow label="Timezone" htmlFor="settings-timezone">
          <Select id="settings-timezone" options={TIMEZONES} value={profile.timezone} onChange={(event) => setProfile({ ...profile, timezone: event.target.value })} />
        </SettingRow>
        <div>
          <Button type="submit" loading={loading}>
            Update Profile
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
